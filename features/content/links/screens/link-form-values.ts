import { parsedBy, schemaProblems, type FieldProblems, type FormValues } from '@/components/admin/list/field-problems';
import type { FriendlyLink, FriendlyLinkInput } from '@/features/content/links/client/api';
import { linkSchema } from '@/features/content/links/contract';
import { DISPLAY_ORDER_MAX } from '@/lib/rules/system-rules';
import { rangeProblem } from '../../screens/range-problem';

/** The friendly link form's state, text as typed. */
export type LinkFormValues = FormValues<FriendlyLinkInput, 'id'>;

export type LinkTextField = 'linkName' | 'linkEsName' | 'linkUrl' | 'orderNum';

export const emptyLink = (): LinkFormValues => ({ linkName: '', linkEsName: '', linkUrl: '', orderNum: '', status: '0' });

export function valuesOf(link: FriendlyLink): LinkFormValues {
  return {
    id: link.id,
    linkName: link.linkName,
    linkEsName: link.linkEsName,
    linkUrl: link.linkUrl,
    orderNum: String(link.orderNum),
    status: link.status,
  };
}

/** The client's checks before saving: the contract's schema, the one the API parses with; keys of `admin.links`. */
export function linkProblems(values: LinkFormValues): FieldProblems<string> {
  const found = schemaProblems(linkSchema, values);
  return { ...found, ...(found.orderNum && { orderNum: rangeProblem(found.orderNum, 'orderNumFormat', DISPLAY_ORDER_MAX) }) };
}

export const inputOf = (values: LinkFormValues): FriendlyLinkInput => parsedBy(linkSchema, values);
