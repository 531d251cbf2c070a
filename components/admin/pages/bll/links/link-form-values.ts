import type { FriendlyLink, FriendlyLinkInput } from '@/lib/api/links';
import { DISPLAY_ORDER_MAX, LINK_LIMITS, isHttpAddress, isWholeNumberUpTo, tooLongFields } from '@/lib/content-rules';

/** The friendly link form's state, text as typed. */
export interface LinkFormValues {
  id?: number;
  linkName: string;
  linkUrl: string;
  orderNum: string;
  status: string;
}

export type LinkTextField = 'linkName' | 'linkUrl' | 'orderNum';
export type LinkErrors = Partial<Record<LinkTextField, string>>;

export const emptyLink = (): LinkFormValues => ({ linkName: '', linkUrl: '', orderNum: '', status: '0' });

export function valuesOf(link: FriendlyLink): LinkFormValues {
  return { id: link.id, linkName: link.linkName, linkUrl: link.linkUrl, orderNum: String(link.orderNum), status: link.status };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The client's checks before saving; the server checks the same again. */
export function checkLink(values: LinkFormValues, t: Translate): LinkErrors {
  const errors: LinkErrors = tooLongFields(values, LINK_LIMITS, (limit) => t('tooLong', { limit }));
  if (!values.linkName.trim()) errors.linkName = t('required.linkName');
  if (!values.linkUrl.trim()) errors.linkUrl = t('required.linkUrl');
  else if (!errors.linkUrl && !isHttpAddress(values.linkUrl.trim())) errors.linkUrl = t('linkUrlFormat');
  if (!values.orderNum.trim()) errors.orderNum = t('required.orderNum');
  else if (!isWholeNumberUpTo(values.orderNum.trim(), DISPLAY_ORDER_MAX)) errors.orderNum = t('orderNumFormat', { max: DISPLAY_ORDER_MAX });
  return errors;
}

export function inputOf(values: LinkFormValues): FriendlyLinkInput {
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    linkName: values.linkName.trim(),
    linkUrl: values.linkUrl.trim(),
    orderNum: Number(values.orderNum.trim()),
    status: values.status,
  };
}
