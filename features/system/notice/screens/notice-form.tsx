'use client';

import { FormHelperText, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { RichTextEditor } from '@/components/admin/editor/rich-text-editor';
import { uploadContentImage } from '@/features/content/article';
import { parsedBy, problemMessages, schemaProblems, type FormValues } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { formText, HALF_ROW } from '@/components/admin/list/form-text-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { fieldError } from '@/components/common/field-error';
import type { DictOption } from '@/features/member';
import type { Notice, NoticeInput } from '@/features/system/notice/client/api';
import { noticeSchema } from '../contract';

type Values = FormValues<NoticeInput, 'noticeId'>;

const EMPTY: Values = { noticeTitle: '', noticeType: '', noticeContent: '', status: '0' };

interface Props {
  open: boolean;
  entry: Notice | null;
  types: DictOption[];
  statuses: DictOption[];
  onClose: () => void;
  onSave: (input: NoticeInput) => Promise<unknown>;
}

/** 添加公告 / 修改公告: title, type, status and the content in the rich-text editor (the server cleans it on save). */
export function NoticeForm({ open, entry, types, statuses, onClose, onSave }: Props) {
  const t = useTranslations('admin.notice');
  const initial = useMemo<Values | null>(() => {
    if (!open) return null;
    return entry
      ? {
          noticeId: entry.noticeId,
          noticeTitle: entry.noticeTitle,
          noticeType: entry.noticeType,
          noticeContent: entry.noticeContent ?? '',
          status: entry.status,
        }
      : EMPTY;
  }, [open, entry]);
  const form = useDialogForm(
    initial,
    (current) => problemMessages(schemaProblems(noticeSchema, current), t),
    (current) => onSave(parsedBy(noticeSchema, current)),
  );

  const { values, set, errors } = form;
  if (!values) return null;
  const text = formText(form, t, { labels: '' });
  return (
    <FormDialog open={open} adding={!entry} namespace="admin.notice" onClose={onClose} form={form} maxWidth="md">
      {text('noticeTitle', { size: HALF_ROW, required: true })}
      <Grid size={HALF_ROW}>
        <TextField
          select
          required
          label={t('noticeType')}
          value={values.noticeType}
          onChange={(event) => set('noticeType', event.target.value)}
          fullWidth
          {...fieldError(errors.noticeType)}
        >
          {types.map((type) => (
            <MenuItem key={type.dictValue} value={type.dictValue}>
              {type.dictLabel}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <FormRadioField form={form} name="status" label={t('status')} options={dictChoices(statuses)} />
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('noticeContent')}
        </Typography>
        {/* Keyed by the notice: the editor reads its starting content once. */}
        <RichTextEditor
          key={values.noticeId ?? 'new'}
          label={t('noticeContent')}
          content={values.noticeContent}
          onChange={(html) => set('noticeContent', html)}
          uploadImage={uploadContentImage}
        />
        {errors.noticeContent ? <FormHelperText error>{errors.noticeContent}</FormHelperText> : null}
      </Grid>
    </FormDialog>
  );
}
