'use client';

import { Grid } from '@mui/material';
import { useTranslations } from 'next-intl';
import { CoverField } from '@/components/admin/editor/cover-field';
import { uploadContentImage } from '@/features/content/article';
import { problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { DISPLAY_ORDER_FIELD, formText, HALF_ROW } from '@/components/admin/list/form-text-field';
import { FormTreeSelectField } from '@/components/admin/list/form-tree-select-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import type { TreeFormProps } from '@/components/admin/list/tree-crud-screen';
import { useParentChoices } from '@/components/admin/tree/use-parent-choices';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { useDict } from '@/components/admin/list/use-dict';
import {
  categoryTree,
  CATEGORY_KINDS,
  ROOT_CATEGORY_ID,
  listCategoryExclude,
  type Category,
  type CategoryInput,
} from '@/features/content/category/client/api';
import { INDEX_AREA_MAX } from '@/lib/rules/content-rules';
import { MEMBER_ONLY_CATEGORY_ID } from '@/lib/http/ids';
import { categoryProblems, inputOf, type CategoryFormValues } from './category-form-values';

const categoryName = (row: Category) => row.bllName;

/**
 * Add or edit one category, every field the portal reads. An edited category may move anywhere
 * but under itself, so its parent choices leave out its own branch; the member-only category
 * stays where it is. The API's refusals (a sibling of the same name, a cover that is not an
 * uploaded picture) show in the dialog.
 */
export function CategoryForm({ initial, onClose, onSave }: TreeFormProps<CategoryFormValues, CategoryInput>) {
  const t = useTranslations('admin.articleType');
  const normalDisable = useDict('sys_normal_disable');
  const open = initial !== null;
  const parents = useParentChoices({
    tree: categoryTree,
    editingId: initial?.id,
    listExcept: listCategoryExclude,
    label: categoryName,
    root: { id: ROOT_CATEGORY_ID, label: t('rootCategory') },
    open,
  });
  const form = useDialogForm(
    initial,
    (current) => problemMessages(categoryProblems(current), t),
    (current) => onSave(inputOf(current)),
  );

  const { values, set, errors } = form;
  if (!values) return null;
  const text = formText(form, t);

  return (
    <FormDialog open={open} adding={values.id === undefined} namespace="admin.articleType" onClose={onClose} form={form} maxWidth="md">
      <FormTreeSelectField
        form={form}
        name="parentId"
        label={t('form.parentId')}
        options={parents}
        required
        disabled={values.id === MEMBER_ONLY_CATEGORY_ID}
      />
      {text('bllName', { required: true, size: HALF_ROW })}
      {text('bllEsName', { size: HALF_ROW, helperText: errors.bllEsName ?? t('hint.bllEsName') })}
      <FormRadioField
        form={form}
        name="bllType"
        label={t('form.bllType')}
        options={CATEGORY_KINDS.map((kind) => ({ value: kind, label: t(`types.${kind}`) }))}
      />
      {text('bllValue', { required: values.bllType === '3', helperText: errors.bllValue ?? t(`hint.bllValue${values.bllType}`) })}
      {text('indexArea', {
        size: HALF_ROW,
        type: 'number',
        slotProps: { htmlInput: { min: 0, max: INDEX_AREA_MAX, step: 1 } },
        helperText: errors.indexArea ?? t('hint.indexArea'),
      })}
      {text('orderNum', DISPLAY_ORDER_FIELD)}
      <FormRadioField
        form={form}
        name="menuFlag"
        label={t('form.menuFlag')}
        options={[
          { value: '1', label: t('menuFlags.1') },
          { value: '0', label: t('menuFlags.0') },
        ]}
        size={{ xs: 12, sm: 6 }}
      />
      <FormRadioField form={form} name="status" label={t('form.status')} options={dictChoices(normalDisable)} size={{ xs: 12, sm: 6 }} />
      <Grid size={12}>
        <CoverField
          label={t('form.cover')}
          value={values.cover}
          onChange={(fileName) => set('cover', fileName)}
          uploadImage={uploadContentImage}
        />
      </Grid>
      {text('remark', { multiline: true, minRows: 2 })}
    </FormDialog>
  );
}
