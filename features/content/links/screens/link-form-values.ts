import type { FriendlyLink, FriendlyLinkInput } from '@/features/content/links/client/api';
import { problemsFound, tooLong, type FieldProblems } from '@/components/admin/list/field-problems';
import { LINK_LIMITS, isHttpAddress } from '@/lib/rules/content-rules';
import { DISPLAY_ORDER_MAX, isWholeNumberUpTo } from '@/lib/rules/system-rules';

/** The friendly link form's state, text as typed. */
export interface LinkFormValues {
  id?: number;
  linkName: string;
  linkUrl: string;
  orderNum: string;
  status: string;
}

export type LinkTextField = 'linkName' | 'linkUrl' | 'orderNum';

export const emptyLink = (): LinkFormValues => ({ linkName: '', linkUrl: '', orderNum: '', status: '0' });

export function valuesOf(link: FriendlyLink): LinkFormValues {
  return { id: link.id, linkName: link.linkName, linkUrl: link.linkUrl, orderNum: String(link.orderNum), status: link.status };
}

/** The client's checks before saving, as message keys of `admin.links`; the server checks the same again. */
export function linkProblems(values: LinkFormValues): FieldProblems<LinkTextField> {
  const lengths = tooLong(values, LINK_LIMITS);
  const linkUrl = values.linkUrl.trim();
  const orderNum = values.orderNum.trim();
  return {
    ...lengths,
    ...problemsFound({
      linkName: values.linkName.trim() ? undefined : { key: 'required.linkName' },
      linkUrl: !linkUrl ? { key: 'required.linkUrl' } : !lengths.linkUrl && !isHttpAddress(linkUrl) ? { key: 'linkUrlFormat' } : undefined,
      orderNum: !orderNum
        ? { key: 'required.orderNum' }
        : isWholeNumberUpTo(orderNum, DISPLAY_ORDER_MAX)
          ? undefined
          : { key: 'orderNumFormat', values: { max: DISPLAY_ORDER_MAX } },
    }),
  };
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
