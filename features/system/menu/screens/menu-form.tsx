'use client';

import { Alert, Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormTreeSelectField } from '@/components/admin/list/form-tree-select-field';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { DISPLAY_ORDER_FIELD, formText, HALF_ROW } from '@/components/admin/list/form-text-field';
import type { TreeFormProps } from '@/components/admin/list/tree-crud-screen';
import { RadioField, dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { useDict } from '@/components/admin/list/use-dict';
import { toTreeSelect } from '@/components/admin/tree/to-tree-select';
import { menuTree, ROOT_MENU_ID, type MenuInput } from '@/features/system/menu/client/api';
import type { TreeSelectNode } from '@/lib/tree-select';
import { IconPicker } from './icon-picker';
import { hasField, inputOf, menuProblems, type MenuFormValues } from './menu-form-values';

/** The parent picker's list: every menu, whatever the table's filters; under the list's key, so every change refreshes it. */

/**
 * Add or edit one menu (directory, page or button); the fields follow the chosen type as in the
 * reference. The API's refusals (a duplicate name or route, a link without http(s)://, itself as
 * parent) are shown in the dialog.
 */
export function MenuForm({ initial, onClose, onSave }: TreeFormProps<MenuFormValues, MenuInput>) {
  const t = useTranslations('admin.menu');
  const showHide = useDict('sys_show_hide');
  const normalDisable = useDict('sys_normal_disable');
  const open = initial !== null;
  const menus = useQuery({ queryKey: [menuTree.key, 'options'], queryFn: () => menuTree.list(), enabled: open });
  const form = useDialogForm(
    initial,
    (current) => problemMessages(menuProblems(current), t),
    (current) => onSave(inputOf(current)),
  );

  const editingId = initial?.menuId;
  const parents = useMemo<TreeSelectNode[]>(() => {
    // Buttons hold no menus, and a menu cannot move under itself or its own children.
    const tree = toTreeSelect(
      (menus.data ?? []).filter((menu) => menu.menuType !== 'F'),
      { id: 'menuId', parentId: 'parentId', label: (menu) => menu.menuName, disabled: (menu) => menu.menuId === editingId },
    );
    return [{ id: ROOT_MENU_ID, label: t('rootMenu'), children: tree }];
  }, [menus.data, editingId, t]);

  const { values, set } = form;
  if (!values) return null;
  const type = values.menuType;
  const text = formText(form, t);

  return (
    <FormDialog open={open} adding={values.menuId === undefined} namespace="admin.menu" onClose={onClose} form={form} maxWidth="md">
      <FormTreeSelectField form={form} name="parentId" label={t('form.parentId')} options={parents} required />
      <Grid size={12}>
        <RadioField
          label={t('form.menuType')}
          value={type}
          options={(['M', 'C', 'F'] as const).map((value) => ({ value, label: t(`type.${value}`) }))}
          onChange={(value) => set('menuType', value as MenuFormValues['menuType'])}
        />
      </Grid>
      {hasField('icon', type) ? (
        <Grid size={12}>
          <IconPicker label={t('form.icon')} value={values.icon} onChange={(name) => set('icon', name)} />
        </Grid>
      ) : null}
      {text('menuName', { required: true, size: HALF_ROW })}
      {text('menuEsName', { size: HALF_ROW })}
      {text('orderNum', DISPLAY_ORDER_FIELD)}
      {hasField('isFrame', type) ? (
        <FormRadioField
          form={form}
          name="isFrame"
          label={t('form.isFrame')}
          options={[
            { value: '0', label: t('yes') },
            { value: '1', label: t('no') },
          ]}
          size={{ xs: 12, sm: 6 }}
        />
      ) : null}
      {hasField('path', type) ? text('path', { required: true, size: HALF_ROW }) : null}
      {hasField('component', type) ? text('component', { size: HALF_ROW }) : null}
      {hasField('perms', type) ? text('perms', { size: HALF_ROW }) : null}
      {hasField('query', type) ? text('query', { size: HALF_ROW }) : null}
      {hasField('routeName', type) ? text('routeName', { size: HALF_ROW }) : null}
      {hasField('isCache', type) ? (
        <FormRadioField
          form={form}
          name="isCache"
          label={t('form.isCache')}
          options={[
            { value: '0', label: t('cache') },
            { value: '1', label: t('noCache') },
          ]}
          size={{ xs: 12, sm: 6 }}
        />
      ) : null}
      {hasField('visible', type) ? (
        <FormRadioField form={form} name="visible" label={t('form.visible')} options={dictChoices(showHide)} size={{ xs: 12, sm: 6 }} />
      ) : null}
      <FormRadioField form={form} name="status" label={t('form.status')} options={dictChoices(normalDisable)} size={{ xs: 12, sm: 6 }} />
      <Grid size={12}>
        <Alert severity="info" role="note">
          {t('sidebarNote')}
        </Alert>
      </Grid>
    </FormDialog>
  );
}
