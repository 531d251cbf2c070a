import { links } from '@/features/content/links/contract';
import type { FriendlyLink as PublicLink } from '@/lib/content/public-content';
import { rowCalls } from '@/lib/http/row-calls';

/** A friendly link of the footer (contract 10.3) as the admin list gives it: with its order and status. */
export interface FriendlyLink extends PublicLink {
  orderNum: number;
  status: string;
  createTime: string;
}

export type FriendlyLinkInput = Pick<FriendlyLink, 'linkName' | 'linkUrl' | 'orderNum' | 'status'> & { id?: number };
export const linkRows = rowCalls<FriendlyLink, FriendlyLinkInput>(links, 'id');
