'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Column } from '@/components/admin/list/data-table';
import { TreeCrudScreen } from '@/components/admin/list/tree-crud-screen';
import { ROOT_PARENT_ID, addDept, deleteDept, listDept, updateDept, type Dept } from '@/features/system/dept/client/api';
import type { TreeNode } from '@/lib/tree';
import { DeptForm } from './dept-form';
import { emptyDept, valuesOf } from './dept-form-values';

/** The top department holds everything: it is never deleted. */
const isRemovable = (dept: Dept) => dept.parentId !== ROOT_PARENT_ID;

/** `/system/dept`: the departments within the caller's data scope, as a tree opened at first. */
export default function DeptPage() {
  const t = useTranslations('admin.dept');
  const columns = useMemo<Column<TreeNode<Dept>>[]>(() => [{ key: 'orderNum', label: t('orderNum') }], [t]);
  return (
    <TreeCrudScreen
      namespace="admin.dept"
      listKey="system-dept"
      fetch={listDept}
      idKey="deptId"
      nameKey="deptName"
      permission="system:dept"
      columns={columns}
      initiallyExpanded
      emptyValues={emptyDept}
      valuesOf={valuesOf}
      canRemove={isRemovable}
      add={addDept}
      update={updateDept}
      remove={deleteDept}
      form={DeptForm}
    />
  );
}
