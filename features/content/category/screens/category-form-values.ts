import { parsedBy, schemaProblems, type FieldProblems, type FormValues } from '@/components/admin/list/field-problems';
import { ROOT_CATEGORY_ID, type Category, type CategoryInput } from '@/features/content/category/client/api';
import { categorySchema } from '@/features/content/category/contract';
import { INDEX_AREA_MAX } from '@/lib/rules/content-rules';
import { DISPLAY_ORDER_MAX } from '@/lib/rules/system-rules';
import { rangeProblem } from '../../screens/range-problem';

/** The category form's state: text as typed, the parent as the tree picker gives it (null when cleared). */
export type CategoryFormValues = Omit<FormValues<CategoryInput, 'id'>, 'parentId'> & { parentId: number | null };

export type CategoryTextField = 'bllName' | 'bllEsName' | 'bllValue' | 'indexArea' | 'orderNum' | 'remark';
export type CategoryField = CategoryTextField | 'parentId';

/** A new category: an article list, shown in the navigation, enabled, under the given parent (顶级栏目 when none). */
export function emptyCategory(parentId: number | null): CategoryFormValues {
  return {
    parentId: parentId ?? ROOT_CATEGORY_ID,
    bllName: '',
    bllEsName: '',
    bllType: '1',
    bllValue: '',
    indexArea: '0',
    orderNum: '',
    menuFlag: '1',
    status: '0',
    cover: '',
    remark: '',
  };
}

export function valuesOf(row: Category): CategoryFormValues {
  return {
    id: row.id,
    parentId: row.parentId,
    bllName: row.bllName,
    bllEsName: row.bllEsName,
    bllType: row.bllType,
    bllValue: row.bllValue,
    indexArea: String(row.indexArea),
    orderNum: String(row.orderNum),
    menuFlag: row.menuFlag,
    status: row.status,
    cover: row.cover,
    remark: row.remark ?? '',
  };
}

/**
 * The client's checks before saving: the contract's schema, the one the API parses with, as
 * message keys of `admin.articleType`; the server checks more (siblings' names, the cover being
 * an upload). Two rules are the form's own, stricter than the API: the API reads no parent as
 * the top and an empty home-page area as none, the form asks for both.
 */
export function categoryProblems(values: CategoryFormValues): FieldProblems<string> {
  const found = schemaProblems(categorySchema, values);
  const own: FieldProblems<string> = {
    ...(values.parentId === null && { parentId: { key: 'required' } }),
    ...(!values.indexArea.trim() && { indexArea: { key: 'indexAreaFormat', values: { max: INDEX_AREA_MAX } } }),
  };
  return {
    ...found,
    ...(found.orderNum && { orderNum: rangeProblem(found.orderNum, 'orderNumFormat', DISPLAY_ORDER_MAX) }),
    ...(found.indexArea && { indexArea: rangeProblem(found.indexArea, 'indexAreaFormat', INDEX_AREA_MAX) }),
    ...own,
  };
}

export const inputOf = (values: CategoryFormValues): CategoryInput => parsedBy(categorySchema, values);
