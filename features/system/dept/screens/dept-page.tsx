'use client';

import type { ColumnSpec } from '@/components/admin/list/columns';
import { TreeCrudScreen } from '@/components/admin/list/tree-crud-screen';
import { deptTree, ROOT_PARENT_ID, type Dept } from '@/features/system/dept/client/api';
import type { TreeNode } from '@/lib/tree';
import { DeptForm } from './dept-form';
import { emptyDept, valuesOf } from './dept-form-values';

const COLUMNS: ColumnSpec<TreeNode<Dept>>[] = ['orderNum'];

/** The top department holds everything: it is never deleted. */
const isRemovable = (dept: Dept) => dept.parentId !== ROOT_PARENT_ID;

/** `/system/dept`: the departments within the caller's data scope, as a tree opened at first. */
export default function DeptPage() {
  return (
    <TreeCrudScreen
      namespace="admin.dept"
      api={deptTree}
      nameKey="deptName"
      columns={COLUMNS}
      initiallyExpanded
      emptyValues={emptyDept}
      valuesOf={valuesOf}
      canRemove={isRemovable}
      form={DeptForm}
    />
  );
}
