'use client';

import {
  Badge,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItemButton,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useState } from 'react';
import { useAuth } from '@/components/admin/permission';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { getNotice, markNoticeRead, markNoticesRead, topNotices, type Notice, type TopNotice } from '@/features/system/notice/client/api';

/** The bell's query: every signed-in page shares it, and the notice screen reloads it after a change. */
const BELL_KEY = ['notice', 'listTop'] as const;

type Top = Awaited<ReturnType<typeof topNotices>>;

/** The notice screen's saves and deletes show in the bell at once. */
export function useReloadBell(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: BELL_KEY }), [queryClient]);
}

/** The answer with `noticeIds` read: the badge counts what is still unread among the notices shown. */
function withRead(answer: Top | undefined, noticeIds: number[]): Top | undefined {
  if (!answer) return answer;
  const data = answer.data.map((row) => (noticeIds.includes(row.noticeId) ? { ...row, isRead: true } : row));
  return { ...answer, data, unreadCount: data.filter((row) => !row.isRead).length };
}

/** A notice's type as the reference's bell tags it: 通知 (warning) or 公告 (success). */
function TypeTag({ type }: { type: string }) {
  const t = useTranslations('admin.noticeBell');
  return type === '1' ? (
    <Chip size="small" variant="outlined" color="warning" label={t('typeNotice')} />
  ) : (
    <Chip size="small" variant="outlined" color="success" label={t('typeAnnouncement')} />
  );
}

/**
 * The header bell (the reference's HeaderNotice): the unread count of the newest notices, a list
 * of them, each marked read when opened, and 全部已读. A notice opens with its content when the
 * user may read notices (`system:notice:query`); otherwise with what the list gave.
 */
export function NoticeBell() {
  const t = useTranslations('admin.noticeBell');
  const auth = useAuth();
  const queryClient = useQueryClient();
  const listId = useId();
  const dialogTitleId = useId();
  const top = useQuery({ queryKey: BELL_KEY, queryFn: topNotices, staleTime: 60_000 });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState<TopNotice | Notice | null>(null);

  const notices = top.data?.data ?? [];
  const unread = top.data?.unreadCount ?? notices.filter((row) => !row.isRead).length;
  const markLocally = (noticeIds: number[]) => queryClient.setQueryData<Top>(BELL_KEY, (answer) => withRead(answer, noticeIds));

  const open = async (row: TopNotice) => {
    setAnchor(null);
    setShown(row);
    if (!row.isRead) {
      markLocally([row.noticeId]);
      void unlessRefused(() => markNoticeRead(row.noticeId));
    }
    if (!auth.hasPermi('system:notice:query')) return;
    const full = await unlessRefused(() => getNotice(row.noticeId));
    if (full) setShown((current) => (current?.noticeId === row.noticeId ? full : current));
  };

  const readAll = () => {
    const ids = notices.filter((row) => !row.isRead).map((row) => row.noticeId);
    if (ids.length === 0) return;
    markLocally(ids);
    void unlessRefused(() => markNoticesRead(ids));
  };

  const label = unread > 0 ? t('labelUnread', { count: unread }) : t('label');
  const content = shown && 'noticeContent' in shown ? shown.noticeContent : null;
  return (
    <>
      <Tooltip title={t('label')}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="true"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? listId : undefined}
          data-testid="notice-bell"
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="notice-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id: listId, role: 'region', 'aria-label': t('title'), sx: { width: 340, maxWidth: '90vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {t('title')}
          </Typography>
          {/* Never disabled: a button disabled under the pointer would drop the focus out of the popover. */}
          <Button size="small" onClick={readAll}>
            {t('markAll')}
          </Button>
        </Box>
        {notices.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {top.isPending ? t('loading') : t('empty')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {notices.map((row) => (
              <ListItemButton
                key={row.noticeId}
                onClick={() => void open(row)}
                sx={{ alignItems: 'flex-start', gap: 1, opacity: row.isRead ? 0.65 : 1 }}
              >
                <TypeTag type={row.noticeType} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: row.isRead ? 400 : 600 }}>
                    {row.noticeTitle}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {row.createTime}
                  </Typography>
                </Box>
                {row.isRead ? null : (
                  <Box
                    component="span"
                    sx={{ mt: 0.75, width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }}
                    role="img"
                    aria-label={t('unread')}
                  />
                )}
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
      <Dialog open={shown !== null} onClose={() => setShown(null)} maxWidth="md" fullWidth aria-labelledby={dialogTitleId}>
        {shown ? (
          <>
            <DialogTitle id={dialogTitleId}>{shown.noticeTitle}</DialogTitle>
            <DialogContent dividers>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2, color: 'text.secondary' }}>
                <TypeTag type={shown.noticeType} />
                <Typography variant="body2">{t('createBy', { name: shown.createBy })}</Typography>
                <Typography variant="body2">{t('createTime', { time: shown.createTime })}</Typography>
              </Box>
              {/* Cleaned by the article allow-list when it was saved: nothing in it runs. */}
              {content ? (
                <Box
                  data-testid="notice-content"
                  sx={{ lineHeight: 1.8, '& img': { maxWidth: '100%', height: 'auto' } }}
                  dangerouslySetInnerHTML={{ __html: content }}
                />
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setShown(null)}>{t('close')}</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </>
  );
}
