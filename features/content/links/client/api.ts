import { links } from '@/features/content/links/contract';
import type { RowOf } from '@/lib/contract/contract';
import { rowCalls, type RowInput } from '@/lib/http/row-calls';

/** A friendly link of the footer (contract 10.3) as the admin list gives it, with its order and status; typed by its contract. */
export type FriendlyLink = RowOf<typeof links.list>;
export type FriendlyLinkInput = RowInput<typeof links, 'id'>;
export const linkRows = rowCalls(links, 'id');
