import { defineContracts } from '@/lib/contract/contract';
import { CONTENT_TAGS } from '@/lib/content/content-tags';

export const links = defineContracts(
  { title: '友情链接', tags: [CONTENT_TAGS.links] },
  {
    // GET /bll/links/list – links of every status, paged, by order number; linkName contains, status
    list: { method: 'GET', path: '/bll/links/list', access: { permission: 'bll:links:list' } },
    // GET /bll/links/:id – one link
    get: { method: 'GET', path: '/bll/links/:id', access: { permission: 'bll:links:query' } },
    // POST /bll/links – a new link (http(s) address only); `data` is its id
    add: { method: 'POST', path: '/bll/links', access: { permission: 'bll:links:add' } },
    // PUT /bll/links – changes the link named by id; `data` is its id
    edit: { method: 'PUT', path: '/bll/links', access: { permission: 'bll:links:edit' } },
    // DELETE /bll/links/:ids – comma-joined ids, all or none
    remove: { method: 'DELETE', path: '/bll/links/:ids', access: { permission: 'bll:links:remove' } },
  },
);

export const publicLinks = defineContracts(
  {},
  {
    // GET /api/bll/links/list – the footer's friendly links
    list: { method: 'GET', path: '/api/bll/links/list', access: 'anonymous' },
  },
);
