import { z } from '@/lib/contract/zod';
import { CONTENT_TAGS } from '@/lib/content/content-tags';
import { crudContracts, defineContracts, typeOf } from '@/lib/contract/contract';
import { choiceOf, displayOrder, problem, textOf } from '@/lib/contract/fields';
import type { WireRow } from '@/lib/contract/wire';
import { LINK_LIMITS, isHttpAddress } from '@/lib/rules/content-rules';
import type { bllLinks } from '@/features/content/tables';

/** A friendly link as the back office's calls answer it: every column, times as text. */
export type LinkWire = WireRow<typeof bllLinks.$inferSelect>;

/** The friendly link form of `POST`/`PUT /bll/links`. */
export const linkSchema = z.object({
  linkName: textOf('链接名称', LINK_LIMITS.linkName),
  linkEsName: textOf('英文名称', LINK_LIMITS.linkEsName, { optional: true }),
  linkUrl: textOf('链接地址', LINK_LIMITS.linkUrl).refine(isHttpAddress, {
    message: '链接地址必须以http(s)://开头',
    params: problem('linkUrlFormat'),
  }),
  orderNum: displayOrder(),
  status: choiceOf(['0', '1'], '0', '链接状态只能是0或1'),
});

export const links = defineContracts(
  { title: '友情链接', tags: [CONTENT_TAGS.links] },
  {
    // list: links of every status, paged, by order number; linkName contains, status
    // get: one link
    // add: a new link (http(s) address only); `data` is its id
    // edit: changes the link named by id; `data` is its id
    // remove: comma-joined ids, all or none
    ...crudContracts('/bll/links', 'id', 'bll:links', { row: typeOf<LinkWire>(), input: linkSchema }),
  },
);

export const publicLinks = defineContracts(
  {},
  {
    // GET /api/bll/links/list – the footer's friendly links
    list: { method: 'GET', path: '/api/bll/links/list', access: 'anonymous' },
  },
);
