import { defineContracts, exportContract } from '@/lib/contract/contract';

export const declarationTemplate = defineContracts(
  { title: '申报模板' },
  {
    // GET /declare/template/list – the download page's templates of every status, paged, by title and status
    list: { method: 'GET', path: '/declare/template/list', access: { permission: 'bll:declare:list' } },
    // GET /declare/template/:id – one template
    get: { method: 'GET', path: '/declare/template/:id', access: { permission: 'bll:declare:query' } },
    // POST /declare/template – publishes a file the caller uploaded through /common/upload under a title; `data` is its id
    add: { method: 'POST', path: '/declare/template', access: { permission: 'bll:declare:review' } },
    // PUT /declare/template – changes the template named by id
    edit: { method: 'PUT', path: '/declare/template', access: { permission: 'bll:declare:review' } },
    // DELETE /declare/template/:ids – comma-joined ids, all or none; the files stay stored
    remove: { method: 'DELETE', path: '/declare/template/:ids', access: { permission: 'bll:declare:review' } },
  },
);

export const declaration = defineContracts(
  { title: '申报管理' },
  {
    // GET /declare/list – submitted, accepted and returned declarations, paged, by status, type, title, applicant and submission days
    list: { method: 'GET', path: '/declare/list', access: { permission: 'bll:declare:list' } },
    // GET|POST /declare/export – the list's declarations as 申报数据.xlsx
    export: exportContract('/declare/export', 'bll:declare:export'),
    // PUT /declare/review – accept (2) or return (3, with a comment) a submitted declaration; the member sees the comment
    review: { method: 'PUT', path: '/declare/review', access: { permission: 'bll:declare:review' } },
    // GET /declare/:id – one declaration (not a draft) with its attachments and its member's account
    get: { method: 'GET', path: '/declare/:id', access: { permission: 'bll:declare:query' } },
  },
);

export const memberDeclaration = defineContracts(
  {},
  {
    // GET /api/declare/list – the caller's declarations, newest first, paged
    list: { method: 'GET', path: '/api/declare/list', access: 'user' },
    // GET /api/declare/templates – the forms the association publishes for download
    templates: { method: 'GET', path: '/api/declare/templates', access: 'user' },
    // GET /api/declare/files – every file attached to the caller's declarations
    files: { method: 'GET', path: '/api/declare/files', access: 'user' },
    // GET /api/declare/:id – one of the caller's declarations with its files
    get: { method: 'GET', path: '/api/declare/:id', access: 'user' },
    // POST /api/declare – a new declaration, saved as draft (status 0) or submitted (1)
    add: { method: 'POST', path: '/api/declare', access: 'user' },
    // PUT /api/declare – changes a draft or returned declaration of the caller
    edit: { method: 'PUT', path: '/api/declare', access: 'user' },
  },
);
