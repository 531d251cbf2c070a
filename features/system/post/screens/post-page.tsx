'use client';

import { useMemo } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { ListScreen } from '@/components/admin/list/list-screen';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict } from '@/components/admin/list/use-dict';
import { getPost, postRows, type Post } from '@/features/system/post/client/api';
import { PostForm } from './post-form';

/** The form starts from the stored post, not from a row that may be older than the last change. */
const editingOf = async (row: Post | null) => {
  if (!row) return { entry: null };
  const entry = await unlessRefused(() => getPost(row.postId));
  return entry ? { entry } : null;
};

/** `/system/post`: the posts (岗位) users hold in the association's office. */
export default function PostPage() {
  const statuses = useDict('sys_normal_disable');

  const columns = useMemo<ColumnSpec<Post>[]>(
    () => ['postId', 'postCode', 'postName', 'postSort', { key: 'status', dict: statuses }, 'createTime'],
    [statuses],
  );

  return (
    <ListScreen
      namespace="admin.post"
      api={postRows}
      columns={columns}
      queryFields={['postCode', 'postName', { name: 'status', options: statuses }]}
      editingOf={editingOf}
      form={({ editing, onClose, onSave }) => (
        <PostForm open={editing !== null} entry={editing?.entry ?? null} statuses={statuses} onClose={onClose} onSave={onSave} />
      )}
      exportName="post"
    />
  );
}
