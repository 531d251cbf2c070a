import { ROOT_ARTICLE_TYPE_ID, LINK_ARTICLE_TYPE, type ArticleType, type ArticleTypeInput } from '@/lib/api/article-type';
import { CATEGORY_LIMITS, DISPLAY_ORDER_MAX, INDEX_AREA_MAX, isCategoryAddress, isWholeNumberUpTo, tooLongFields } from '@/lib/content-rules';

/** The category form's state: text as typed, the parent as the tree picker gives it. */
export interface ArticleTypeFormValues {
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

export type ArticleTypeTextField = 'bllName' | 'bllEsName' | 'bllValue' | 'indexArea' | 'orderNum' | 'remark';
export type ArticleTypeErrors = Partial<Record<ArticleTypeTextField | 'parentId', string>>;

/** A new category: an article list, shown in the navigation, enabled, under the given parent (顶级栏目 when none). */
export function emptyArticleType(parentId: number | null): ArticleTypeFormValues {
  return { parentId: parentId ?? ROOT_ARTICLE_TYPE_ID, bllName: '', bllEsName: '', bllType: '1', bllValue: '', indexArea: '0', orderNum: '', menuFlag: '1', status: '0', cover: '', remark: '' };
}

export function valuesOf(row: ArticleType): ArticleTypeFormValues {
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

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The client's checks before saving; the server checks the same and more (siblings' names, the cover being an upload). */
export function checkArticleType(values: ArticleTypeFormValues, t: Translate): ArticleTypeErrors {
  const errors: ArticleTypeErrors = tooLongFields(values, CATEGORY_LIMITS, (limit) => t('tooLong', { limit }));
  const address = values.bllValue.trim();
  if (values.parentId === null) errors.parentId = t('required.parentId');
  if (!values.bllName.trim()) errors.bllName = t('required.bllName');
  if (!values.orderNum.trim()) errors.orderNum = t('required.orderNum');
  else if (!isWholeNumberUpTo(values.orderNum.trim(), DISPLAY_ORDER_MAX)) errors.orderNum = t('orderNumFormat', { max: DISPLAY_ORDER_MAX });
  if (!isWholeNumberUpTo(values.indexArea.trim(), INDEX_AREA_MAX)) errors.indexArea = t('indexAreaFormat', { max: INDEX_AREA_MAX });
  if (values.bllType === LINK_ARTICLE_TYPE && !address) errors.bllValue = t('required.bllValue');
  else if (address && !errors.bllValue && !isCategoryAddress(address)) errors.bllValue = t('bllValueFormat');
  return errors;
}

export function inputOf(values: ArticleTypeFormValues): ArticleTypeInput {
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    parentId: values.parentId ?? ROOT_ARTICLE_TYPE_ID,
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
