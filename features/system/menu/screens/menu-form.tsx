'use client';

import { Alert, Grid, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormTextField } from '@/components/admin/list/form-text-field';
import type { TreeFormProps } from '@/components/admin/list/tree-crud-screen';
import { RadioField, dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { useDict } from '@/components/admin/list/use-dict';
import { TreeSelectField } from '@/components/admin/tree/tree-select-field';
import { toTreeSelect } from '@/components/admin/tree/to-tree-select';
import { fieldError } from '@/components/common/field-error';
import { ROOT_MENU_ID, listMenu, type MenuInput } from '@/features/system/menu/client/api';
import type { TreeSelectNode } from '@/features/system/client/tree-select';
import { IconPicker } from './icon-picker';
import { hasField, inputOf, menuProblems, type MenuFormValues, type MenuTextField } from './menu-form-values';

/** The parent picker's list: every menu, whatever the table's filters; under the list's key, so every change refreshes it. */
const MENU_OPTIONS_KEY = ['system-menu', 'options'];

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
  const menus = useQuery({ queryKey: MENU_OPTIONS_KEY, queryFn: () => listMenu(), enabled: open });
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

  const { values, set, errors } = form;
  if (!values) return null;
  const type = values.menuType;
  const text = (name: MenuTextField, required = false) => (
    <TextField
      label={t(`form.${name}`)}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      required={required}
      fullWidth
      placeholder={t(`placeholder.${name}`)}
      {...fieldError(errors[name])}
    />
  );

  return (
    <FormDialog open={open} adding={values.menuId === undefined} namespace="admin.menu" onClose={onClose} form={form} maxWidth="md">
      <Grid size={12}>
        <TreeSelectField
          label={t('form.parentId')}
          value={values.parentId}
          onChange={(id) => set('parentId', id)}
          options={parents}
          required
          {...fieldError(errors.parentId)}
        />
      </Grid>
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
      <Grid size={{ xs: 12, sm: 6 }}>{text('menuName', true)}</Grid>
      <FormTextField
        form={form}
        name="orderNum"
        size={{ xs: 12, sm: 6 }}
        label={t('form.orderNum')}
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      {hasField('isFrame', type) ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <RadioField
            label={t('form.isFrame')}
            value={values.isFrame}
            options={[
              { value: '0', label: t('yes') },
              { value: '1', label: t('no') },
            ]}
            onChange={(value) => set('isFrame', value)}
          />
        </Grid>
      ) : null}
      {hasField('path', type) ? <Grid size={{ xs: 12, sm: 6 }}>{text('path', true)}</Grid> : null}
      {hasField('component', type) ? <Grid size={{ xs: 12, sm: 6 }}>{text('component')}</Grid> : null}
      {hasField('perms', type) ? <Grid size={{ xs: 12, sm: 6 }}>{text('perms')}</Grid> : null}
      {hasField('query', type) ? <Grid size={{ xs: 12, sm: 6 }}>{text('query')}</Grid> : null}
      {hasField('routeName', type) ? <Grid size={{ xs: 12, sm: 6 }}>{text('routeName')}</Grid> : null}
      {hasField('isCache', type) ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <RadioField
            label={t('form.isCache')}
            value={values.isCache}
            options={[
              { value: '0', label: t('cache') },
              { value: '1', label: t('noCache') },
            ]}
            onChange={(value) => set('isCache', value)}
          />
        </Grid>
      ) : null}
      {hasField('visible', type) ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <RadioField
            label={t('form.visible')}
            value={values.visible}
            options={dictChoices(showHide)}
            onChange={(value) => set('visible', value)}
          />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, sm: 6 }}>
        <RadioField
          label={t('form.status')}
          value={values.status}
          options={dictChoices(normalDisable)}
          onChange={(value) => set('status', value)}
        />
      </Grid>
      <Grid size={12}>
        <Alert severity="info" role="note">
          {t('sidebarNote')}
        </Alert>
      </Grid>
    </FormDialog>
  );
}
