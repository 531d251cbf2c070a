'use client';

import { Button } from '@mui/material';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { ViewDialog, useShownWhileClosing } from '@/components/admin/list/view-dialog';
import { HasPermi } from '@/components/admin/permission';
import { DetailGrid, type DetailItem } from '@/features/member/screens/detail-parts';

interface Props<Row> {
  /** The row shown; null: closed. The list's row holds everything shown, so nothing is fetched. */
  row: Row | null;
  title: string;
  /** The screen's messages: `close` and `loading`. */
  namespace: string;
  items: (row: Row) => DetailItem[];
  onClose: () => void;
}

/** A monitor row's 详细 (任务详细, 调度日志详细, 操作日志详细): labelled values in two columns. */
export function DetailDialog<Row>({ row, title, namespace, items, onClose }: Props<Row>) {
  const shown = useShownWhileClosing(row);
  return (
    <ViewDialog open={row !== null} title={title} namespace={namespace} onClose={onClose}>
      {shown ? <DetailGrid items={items(shown)} /> : null}
    </ViewDialog>
  );
}

/** A row's 详细 button, shown only with its permission. */
export function DetailButton({ permission, label, onClick }: { permission: string; label: string; onClick: () => void }) {
  return (
    <HasPermi value={[permission]}>
      <Button size="small" startIcon={<ViewIcon />} onClick={onClick}>
        {label}
      </Button>
    </HasPermi>
  );
}
