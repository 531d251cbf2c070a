import { links } from '@/features/content/links/contract';
import type { FriendlyLink as PublicLink } from '@/lib/content/public-content';
import { request, type Envelope } from '@/lib/http/request';
import type { Filters, ListAnswer } from '@/lib/http/list';

/** A friendly link of the footer (contract 10.3) as the admin list gives it: with its order and status. */
export interface FriendlyLink extends PublicLink {
  orderNum: number;
  status: string;
  createTime: string;
}

export type FriendlyLinkInput = Pick<FriendlyLink, 'linkName' | 'linkUrl' | 'orderNum' | 'status'> & { id?: number };

export const listLinks = (params: Filters) => request<Envelope & ListAnswer<FriendlyLink>>(links.list, { params });
export const addLink = (data: FriendlyLinkInput) => request(links.add, { data, silent: true });
export const updateLink = (data: FriendlyLinkInput) => request(links.edit, { data, silent: true });
export const deleteLinks = (ids: number[]) => request(links.remove, { path: { ids } });
