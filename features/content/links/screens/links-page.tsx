'use client';

import { Link } from '@mui/material';
import { useMemo } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { ListScreen } from '@/components/admin/list/list-screen';
import { statusColumn } from '@/components/admin/list/status-switch';
import { useDict } from '@/components/admin/list/use-dict';
import { useListReload } from '@/components/admin/list/use-editable-list';
import { useAuth } from '@/components/admin/permission';
import { linkRows, type FriendlyLink } from '@/features/content/links/client/api';
import { LinkForm } from './link-form';
import { emptyLink, inputOf, valuesOf } from './link-form-values';

const editingOf = (row: FriendlyLink | null) => (row ? valuesOf(row) : emptyLink());

/** `/bll/links` (友情链接): the footer's links, in their order, with their status as a switch. */
export default function LinksPage() {
  const auth = useAuth();
  const normalDisable = useDict('sys_normal_disable');
  const reload = useListReload(linkRows.key);
  const mayEdit = auth.hasPermi('bll:links:edit');

  const columns = useMemo<ColumnSpec<FriendlyLink>[]>(
    () => [
      'linkName',
      {
        key: 'linkUrl',
        align: 'left',
        render: (row) => (
          <Link href={row.linkUrl} target="_blank" rel="noopener noreferrer">
            {row.linkUrl}
          </Link>
        ),
      },
      'orderNum',
      statusColumn<FriendlyLink>({
        namespace: 'admin.links',
        name: (row) => row.linkName,
        disabled: () => !mayEdit,
        change: (row, status) => linkRows.update(inputOf({ ...valuesOf(row), status })),
        onChanged: reload,
      }),
      'createTime',
    ],
    [mayEdit, reload],
  );

  return (
    <ListScreen
      namespace="admin.links"
      api={linkRows}
      columns={columns}
      queryFields={['linkName', { name: 'status', options: normalDisable }]}
      editingOf={editingOf}
      form={({ editing, onClose, onSave }) => (
        <LinkForm initial={editing} normalDisable={normalDisable} onClose={onClose} onSave={onSave} />
      )}
    />
  );
}
