'use client';

import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Grid, Tab, Tabs, TextField } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CoverField } from '@/components/admin/editor/cover-field';
import { RichTextEditor } from '@/components/admin/editor/rich-text-editor';
import { uploadContentImage } from '../client/upload-content-image';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { DateTimeField } from '@/components/admin/list/date-time-field';
import { problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormTreeSelectField } from '@/components/admin/list/form-tree-select-field';
import { RadioField } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { fieldError } from '@/components/common/field-error';
import { ARTICLE_STATUSES, type ArticleInput } from '@/features/content/article/client/api';
import type { TreeSelectNode } from '@/lib/tree-select';
import { articleProblems, inputOf, type ArticleFormValues, type ArticleTextField } from './article-form-values';

const BODIES = ['content', 'contentEs'] as const;
type Body = (typeof BODIES)[number];

interface Props {
  /** The article's starting values; null while closed. */
  initial: ArticleFormValues | null;
  categories: TreeSelectNode[];
  onClose: () => void;
  onSave: (input: ArticleInput) => Promise<unknown>;
  /** Shows the values as the public page would draw them, before saving. */
  onPreview: (values: ArticleFormValues) => void;
}

/**
 * The article editor, full screen: every field of the article, the cover upload and both bodies
 * in the rich-text editor (正文 and 英文正文 on tabs). A refusal (a stale version, a cover that is
 * not an uploaded picture, a body too large) shows above the buttons and the dialog stays open
 * with everything typed; closing with unsaved changes asks first.
 */
export function ArticleEditor({ initial, categories, onClose, onSave, onPreview }: Props) {
  const t = useTranslations('admin.article');
  const confirm = useConfirm();
  const tabIds = useId();
  const [body, setBody] = useState<Body>('content');
  const form = useDialogForm(
    initial,
    (current) => problemMessages(articleProblems(current), t),
    (current) => onSave(inputOf(current)),
  );

  const { values, set, errors } = form;
  if (!values || !initial) return null;
  const changed = (Object.keys(initial) as (keyof ArticleFormValues)[]).some((name) => values[name] !== initial[name]);
  const close = async () => {
    if (!changed || (await confirm({ message: t('discardConfirm'), danger: true }))) onClose();
  };
  const text = (name: ArticleTextField, options: { required?: boolean; multiline?: boolean } = {}) => (
    <TextField
      label={t(`form.${name}`)}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      fullWidth
      {...fieldError(errors[name])}
    />
  );

  return (
    <FormDialog
      open
      fullScreen
      adding={values.id === undefined}
      namespace="admin.article"
      onClose={() => void close()}
      form={form}
      actions={
        <Button startIcon={<PreviewIcon />} onClick={() => onPreview(values)}>
          {t('preview')}
        </Button>
      }
    >
      <Grid size={{ xs: 12, md: 6 }}>{text('articleName', { required: true })}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>{text('articleEsName')}</Grid>
      <FormTreeSelectField
        form={form}
        name="typeId"
        size={{ xs: 12, md: 4 }}
        label={t('form.typeId')}
        options={categories}
        required
        placeholder={t('placeholder.typeId')}
      />
      <Grid size={{ xs: 12, md: 4 }}>{text('author')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>{text('source')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>{text('authorEs')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>{text('sourceEs')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DateTimeField
          label={t('form.publishTime')}
          value={values.publishTime}
          onChange={(publishTime) => set('publishTime', publishTime)}
          helperText={t('hint.publishTime')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <RadioField
          label={t('form.status')}
          value={values.status}
          options={ARTICLE_STATUSES.map((status) => ({ value: status, label: t(`statusChoices.${status}`) }))}
          onChange={(status) => set('status', status)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }} sx={{ display: 'flex', alignItems: 'flex-end' }}>
        <FormControlLabel
          control={<Checkbox checked={values.isTop === '1'} onChange={(event) => set('isTop', event.target.checked ? '1' : '0')} />}
          label={t('form.isTop')}
        />
      </Grid>
      <Grid size={12}>{text('summary', { multiline: true })}</Grid>
      <Grid size={12}>{text('summaryEs', { multiline: true })}</Grid>
      <Grid size={12}>
        <CoverField
          label={t('form.cover')}
          value={values.cover}
          onChange={(fileName) => set('cover', fileName)}
          uploadImage={uploadContentImage}
        />
      </Grid>
      <Grid size={12}>
        <Tabs value={body} onChange={(_, next: Body) => setBody(next)} aria-label={t('bodies')}>
          {BODIES.map((name) => (
            <Tab key={name} value={name} label={t(`form.${name}`)} id={`${tabIds}-${name}-tab`} aria-controls={`${tabIds}-${name}`} />
          ))}
        </Tabs>
        {/* Both editors stay mounted, so each keeps its text and undo history while the other is shown. */}
        {BODIES.map((name) => (
          <Box
            key={name}
            role="tabpanel"
            id={`${tabIds}-${name}`}
            aria-labelledby={`${tabIds}-${name}-tab`}
            hidden={body !== name}
            sx={{ pt: 1 }}
          >
            <RichTextEditor
              label={t(`form.${name}`)}
              content={initial[name]}
              onChange={(html) => set(name, html)}
              uploadImage={uploadContentImage}
            />
          </Box>
        ))}
        {BODIES.map((name) =>
          errors[name] ? <FormHelperText key={name} error>{`${t(`form.${name}`)}：${errors[name]}`}</FormHelperText> : null,
        )}
      </Grid>
    </FormDialog>
  );
}
