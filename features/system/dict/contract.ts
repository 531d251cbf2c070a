import { defineContracts, exportContract } from '@/lib/contract/contract';

export const dictType = defineContracts(
  { title: '字典类型' },
  {
    // GET /system/dict/type/list – dictionary types, paged, by name, type, status and creation days
    list: { method: 'GET', path: '/system/dict/type/list', access: { permission: 'system:dict:list' } },
    // GET /system/dict/type/export – the older flow: a temporary 字典类型.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/system/dict/type/export', 'system:dict:export'),
    // GET /system/dict/type/optionselect – every type, for any signed-in screen's type picker
    optionselect: { method: 'GET', path: '/system/dict/type/optionselect', access: 'user' },
    // DELETE /system/dict/type/refreshCache – nothing to clear: the server keeps no dictionary cache (every read
    // goes to the table, and browsers revalidate their copies by ETag), so a change applies at once on every instance
    refreshCache: { method: 'DELETE', path: '/system/dict/type/refreshCache', access: { permission: 'system:dict:remove' }, log: 'clean' },
    // GET /system/dict/type/:dictId – one type
    get: { method: 'GET', path: '/system/dict/type/:dictId', access: { permission: 'system:dict:query' } },
    // POST /system/dict/type – a new type (unique type name); `data` is its dictId
    add: { method: 'POST', path: '/system/dict/type', access: { permission: 'system:dict:add' } },
    // PUT /system/dict/type – changes a type named by dictId; a new type name is carried to its entries
    edit: { method: 'PUT', path: '/system/dict/type', access: { permission: 'system:dict:edit' } },
    // DELETE /system/dict/type/:dictIds – comma-joined ids, all or none; types that still have entries are refused
    remove: { method: 'DELETE', path: '/system/dict/type/:dictIds', access: { permission: 'system:dict:remove' } },
  },
);

export const dictData = defineContracts(
  { title: '字典数据' },
  {
    // GET /system/dict/data/list – entries, paged, by type (exact), label and status, in their sort order
    list: { method: 'GET', path: '/system/dict/data/list', access: { permission: 'system:dict:list' } },
    // GET /system/dict/data/type/:dictType – the enabled options of a dictionary, for any signed-in screen. Every
    // screen reads these, so the answer carries an ETag (a hash of the rows, the same on every instance) and the
    // browser revalidates it each time: unchanged options cost a 304, a change shows on the next read.
    ofType: { method: 'GET', path: '/system/dict/data/type/:dictType', access: 'user' },
    // GET /system/dict/data/export – the older flow the spec's client uses: a temporary 字典数据.xlsx; POST – the workbook itself
    export: exportContract('/system/dict/data/export', 'system:dict:export'),
    // GET /system/dict/data/:dictCode – one entry
    get: { method: 'GET', path: '/system/dict/data/:dictCode', access: { permission: 'system:dict:query' } },
    // POST /system/dict/data – a new entry of an existing type; `data` is its dictCode
    add: { method: 'POST', path: '/system/dict/data', access: { permission: 'system:dict:add' } },
    // PUT /system/dict/data – changes an entry named by dictCode
    edit: { method: 'PUT', path: '/system/dict/data', access: { permission: 'system:dict:edit' } },
    // DELETE /system/dict/data/:dictCodes – comma-joined codes, all or none
    remove: { method: 'DELETE', path: '/system/dict/data/:dictCodes', access: { permission: 'system:dict:remove' } },
  },
);
