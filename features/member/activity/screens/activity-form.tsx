'use client';

import { Grid, InputAdornment, type GridProps } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DateTimeField } from '@/components/admin/list/date-time-field';
import { problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { FormTextField, HALF_ROW } from '@/components/admin/list/form-text-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { useDict } from '@/components/admin/list/use-dict';
import { fieldError } from '@/components/common/field-error';
import type { ActivityInput, AdminActivity } from '@/features/member/activity/client/api';
import { ACTIVITY_CAPACITY_RANGE, ACTIVITY_LIMITS, DICT_TYPES } from '@/lib/rules/member-rules';
import { inputTimeOfWire } from '@/lib/format/datetime-local';
import { activityProblems, inputOf, type ActivityFormValues } from './activity-checks';
import { ArticlePicker } from './article-picker';

const EMPTY: ActivityFormValues = {
  title: '',
  titleEs: '',
  activityType: '1',
  articleId: null,
  startTime: '',
  endTime: '',
  deadline: '',
  place: '',
  placeEs: '',
  capacity: '',
  fee: '0',
  memberFee: '',
  summary: '',
  status: '0',
};

/**
 * The form's values from a listed activity; a capacity of 0 (no limit, from before the back office)
 * must be given anew, and no member fee (members pay the fee) is an empty field.
 */
function valuesOf(activity: AdminActivity): ActivityFormValues {
  return {
    id: activity.id,
    title: activity.title,
    titleEs: activity.titleEs ?? '',
    activityType: activity.activityType,
    articleId: activity.articleId,
    startTime: inputTimeOfWire(activity.startTime),
    endTime: inputTimeOfWire(activity.endTime),
    deadline: inputTimeOfWire(activity.deadline),
    place: activity.place,
    placeEs: activity.placeEs ?? '',
    capacity: activity.capacity > 0 ? String(activity.capacity) : '',
    fee: activity.fee,
    memberFee: activity.memberFee ?? '',
    summary: activity.summary ?? '',
    status: activity.status,
  };
}

interface Props {
  /** null: closed; `activity` null: a new one. */
  target: { activity: AdminActivity | null } | null;
  onClose: () => void;
  onSave: (input: ActivityInput) => Promise<unknown>;
}

/** 添加活动 / 修改活动: every field of an activity; the API's refusal shows in the dialog. */
export function ActivityForm({ target, onClose, onSave }: Props) {
  const t = useTranslations('admin.activity');
  const rules = useTranslations('admin.activity.rules');
  const types = useDict(DICT_TYPES.activityType);
  const statuses = useDict('sys_normal_disable');
  const initial = useMemo(() => (target ? (target.activity ? valuesOf(target.activity) : EMPTY) : null), [target]);
  const form = useDialogForm(
    initial,
    (current) => problemMessages(activityProblems(current), rules, (field) => t(`fields.${field}`)),
    (current) => onSave(inputOf(current)),
  );

  const { values, set, errors } = form;
  if (!values) return null;
  const text = (field: 'title' | 'titleEs' | 'place' | 'placeEs', required: boolean, size: GridProps['size']) => (
    <FormTextField
      form={form}
      name={field}
      size={size}
      required={required}
      label={t(`fields.${field}`)}
      slotProps={{ htmlInput: { maxLength: ACTIVITY_LIMITS[field] } }}
    />
  );
  // The fee, and the member fee (empty: members pay the fee; never above it).
  const amount = (field: 'fee' | 'memberFee', required: boolean) => (
    <FormTextField
      form={form}
      name={field}
      size={HALF_ROW}
      required={required}
      label={t(`fields.${field}`)}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">{t('yuan')}</InputAdornment> },
      }}
      {...(field === 'memberFee' ? { helperText: errors.memberFee ?? t('memberFeeHint') } : {})}
    />
  );
  const time = (field: 'startTime' | 'endTime' | 'deadline', required: boolean) => (
    <DateTimeField
      required={required}
      label={t(`fields.${field}`)}
      value={values[field]}
      onChange={(value) => set(field, value)}
      {...fieldError(errors[field])}
    />
  );
  return (
    <FormDialog open={target !== null} adding={!target?.activity} namespace="admin.activity" onClose={onClose} form={form} maxWidth="md">
      {text('title', true, 12)}
      {text('titleEs', false, 12)}
      <FormRadioField
        form={form}
        name="activityType"
        label={t('fields.activityType')}
        options={dictChoices(types)}
        size={{ xs: 12, sm: 6 }}
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <ArticlePicker label={t('fields.articleId')} value={values.articleId} onChange={(articleId) => set('articleId', articleId)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{time('startTime', true)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{time('endTime', false)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{time('deadline', true)}</Grid>
      <FormTextField
        form={form}
        name="capacity"
        size={{ xs: 12, sm: 6 }}
        required
        label={t('fields.capacity')}
        slotProps={{ htmlInput: { inputMode: 'numeric', min: ACTIVITY_CAPACITY_RANGE.min, max: ACTIVITY_CAPACITY_RANGE.max } }}
      />
      {text('place', true, HALF_ROW)}
      {text('placeEs', false, HALF_ROW)}
      {amount('fee', true)}
      {amount('memberFee', false)}
      <FormTextField
        form={form}
        name="summary"
        multiline
        minRows={2}
        label={t('fields.summary')}
        slotProps={{ htmlInput: { maxLength: ACTIVITY_LIMITS.summary } }}
      />
      <FormRadioField form={form} name="status" label={t('fields.status')} options={dictChoices(statuses)} />
    </FormDialog>
  );
}
