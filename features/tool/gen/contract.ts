import { defineContracts } from '@/lib/contract/contract';

export const gen = defineContracts(
  { title: '代码生成' },
  {
    // GET /tool/gen/list – imported tables, paged, by name, comment and import days
    list: { method: 'GET', path: '/tool/gen/list', access: { permission: 'tool:gen:list' } },
    // GET /tool/gen/db/list – tables of the database not imported yet
    dbList: { method: 'GET', path: '/tool/gen/db/list', access: { permission: 'tool:gen:list' } },
    // GET /tool/gen/column/:tableId – one table's columns (the reference also reads tableId from the query)
    column: { method: 'GET', path: '/tool/gen/column/:tableId', access: { permission: 'tool:gen:list' } },
    // POST /tool/gen/importTable?tables=a,b – imports real tables of the catalogue with the default settings
    importTable: { method: 'POST', path: '/tool/gen/importTable', access: { permission: 'tool:gen:import' }, log: 'import' },
    // POST /tool/gen/createTable – refused: no client SQL is run
    createTable: { method: 'POST', path: '/tool/gen/createTable', access: { permission: 'tool:gen:import' } },
    // GET /tool/gen/preview/:tableId – path → generated source
    preview: { method: 'GET', path: '/tool/gen/preview/:tableId', access: { permission: 'tool:gen:preview' } },
    // GET /tool/gen/download/:tableName – one table's files as ruoyi.zip
    download: {
      method: 'GET',
      path: '/tool/gen/download/:tableName',
      access: { permission: 'tool:gen:code' },
      answersFile: true,
      log: 'genCode',
    },
    // GET /tool/gen/batchGenCode?tables=a,b – several tables' files in one zip
    batchGenCode: {
      method: 'GET',
      path: '/tool/gen/batchGenCode',
      access: { permission: 'tool:gen:code' },
      answersFile: true,
      log: 'genCode',
    },
    // GET /tool/gen/genCode/:tableName – refused: generated code is never written on the server
    genCode: { method: 'GET', path: '/tool/gen/genCode/:tableName', access: { permission: 'tool:gen:code' }, log: 'genCode' },
    // GET /tool/gen/synchDb/:tableName – the columns again from the database
    synchDb: { method: 'GET', path: '/tool/gen/synchDb/:tableName', access: { permission: 'tool:gen:edit' }, log: 'update' },
    // GET /tool/gen/:tableId – settings, columns and all imported tables
    get: { method: 'GET', path: '/tool/gen/:tableId', access: { permission: 'tool:gen:query' } },
    // PUT /tool/gen – the table's and its columns' settings
    edit: { method: 'PUT', path: '/tool/gen', access: { permission: 'tool:gen:edit' } },
    // DELETE /tool/gen/:tableIds – comma-joined ids, all or none
    remove: { method: 'DELETE', path: '/tool/gen/:tableIds', access: { permission: 'tool:gen:remove' } },
  },
);
