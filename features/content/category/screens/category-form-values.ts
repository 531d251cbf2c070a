import { problemsFound, tooLong, type FieldProblems } from '@/components/admin/list/field-problems';
import { ROOT_CATEGORY_ID, LINK_CATEGORY_KIND, type Category, type CategoryInput } from '@/features/content/category/client/api';
import { CATEGORY_LIMITS, INDEX_AREA_MAX, isCategoryAddress } from '@/lib/rules/content-rules';
import { DISPLAY_ORDER_MAX, isWholeNumberUpTo } from '@/lib/rules/system-rules';

/** The category form's state: text as typed, the parent as the tree picker gives it. */
export interface CategoryFormValues {
  id?: number;
  parentId: number | null;
  bllName: string;
  bllEsName: string;
  bllType: string;
  bllValue: string;
  indexArea: string;
  orderNum: string;
  menuFlag: string;
  status: string;
  cover: string;
  remark: string;
}

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

/** The client's checks before saving, as message keys of `admin.articleType`; the server checks the same and more (siblings' names, the cover being an upload). */
export function categoryProblems(values: CategoryFormValues): FieldProblems<CategoryField> {
  const lengths = tooLong(values, CATEGORY_LIMITS);
  const address = values.bllValue.trim();
  const orderNum = values.orderNum.trim();
  return {
    ...lengths,
    ...problemsFound({
      parentId: values.parentId === null ? { key: 'required.parentId' } : undefined,
      bllName: values.bllName.trim() ? undefined : { key: 'required.bllName' },
      orderNum: !orderNum
        ? { key: 'required.orderNum' }
        : isWholeNumberUpTo(orderNum, DISPLAY_ORDER_MAX)
          ? undefined
          : { key: 'orderNumFormat', values: { max: DISPLAY_ORDER_MAX } },
      indexArea: isWholeNumberUpTo(values.indexArea.trim(), INDEX_AREA_MAX)
        ? undefined
        : { key: 'indexAreaFormat', values: { max: INDEX_AREA_MAX } },
      bllValue:
        values.bllType === LINK_CATEGORY_KIND && !address
          ? { key: 'required.bllValue' }
          : address && !lengths.bllValue && !isCategoryAddress(address)
            ? { key: 'bllValueFormat' }
            : undefined,
    }),
  };
}

export function inputOf(values: CategoryFormValues): CategoryInput {
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    parentId: values.parentId ?? ROOT_CATEGORY_ID,
    bllName: values.bllName.trim(),
    bllEsName: values.bllEsName.trim(),
    bllType: values.bllType,
    bllValue: values.bllValue.trim(),
    indexArea: Number(values.indexArea.trim()),
    orderNum: Number(values.orderNum.trim()),
    menuFlag: values.menuFlag,
    status: values.status,
    cover: values.cover,
    remark: values.remark.trim(),
  };
}
