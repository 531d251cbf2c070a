import { crudContracts, defineContracts } from '@/lib/contract/contract';
import { CONTENT_TAGS } from '@/lib/content/content-tags';

export const links = defineContracts(
  { title: '友情链接', tags: [CONTENT_TAGS.links] },
  {
    // list: links of every status, paged, by order number; linkName contains, status
    // get: one link
    // add: a new link (http(s) address only); `data` is its id
    // edit: changes the link named by id; `data` is its id
    // remove: comma-joined ids, all or none
    ...crudContracts('/bll/links', 'id', 'bll:links'),
  },
);

export const publicLinks = defineContracts(
  {},
  {
    // GET /api/bll/links/list – the footer's friendly links
    list: { method: 'GET', path: '/api/bll/links/list', access: 'anonymous' },
  },
);
