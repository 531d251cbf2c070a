'use client';

import { Button, Grid, InputAdornment, MenuItem, TextField } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { parsedBy, problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { formText } from '@/components/admin/list/form-text-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { useAuth } from '@/components/admin/permission';
import { fieldError } from '@/components/common/field-error';
import type { JobEntry, JobInput, JobTask } from '@/features/monitor/job/client/api';
import type { DictOption } from '@/features/member';
import { jobEditSchema } from '../contract';
import { CronDialog } from './cron-dialog';
import { InvokeTargetField } from './invoke-target-field';
import { EMPTY_JOB, jobFormValues, jobInput, jobProblems, withTask, type JobFormValues } from './job-form-values';

const MISFIRE_POLICIES = ['1', '2', '3'] as const;
const CONCURRENT = ['0', '1'] as const;

interface Props {
  open: boolean;
  /** The job to edit; null adds one. */
  job: JobEntry | null;
  /** The registry; undefined when the server offers none. */
  tasks: JobTask[] | undefined;
  groups: DictOption[];
  statuses: DictOption[];
  onClose: () => void;
  onSave: (input: JobInput) => Promise<unknown>;
}

/** 添加任务 / 修改任务: the job, its registry task, cron (with the builder) and policies; the API's refusal shows in the dialog. */
export function JobForm({ open, job, tasks, groups, statuses, onClose, onSave }: Props) {
  const t = useTranslations('admin.job');
  const auth = useAuth();
  const [building, setBuilding] = useState(false);
  const initial = useMemo<JobFormValues | null>(() => (open ? (job ? jobFormValues(job, tasks) : EMPTY_JOB) : null), [open, job, tasks]);
  const form = useDialogForm(
    initial,
    (current) =>
      problemMessages(jobProblems(current, tasks), t, (field) =>
        field.startsWith('param.') ? paramLabel(tasks, current.taskName, field.slice(6)) : t(field),
      ),
    (current) => onSave(parsedBy(jobEditSchema, jobInput(current, tasks))),
  );

  const { values, set, errors } = form;
  if (!values) return null;
  const text = formText(form, t, { labels: '' });
  return (
    <FormDialog open={open} adding={!job} namespace="admin.job" onClose={onClose} form={form} maxWidth="md">
      {text('jobName', { size: { xs: 12, md: 6 }, required: true })}
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField select label={t('jobGroupForm')} value={values.jobGroup} onChange={(e) => set('jobGroup', e.target.value)} fullWidth>
          {groups.map((group) => (
            <MenuItem key={group.dictValue} value={group.dictValue}>
              {group.dictLabel}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <InvokeTargetField
        tasks={tasks}
        taskName={values.taskName}
        params={values.params}
        invokeTarget={values.invokeTarget}
        errors={errors}
        onTask={(task) => {
          const next = withTask(values, task);
          set('taskName', next.taskName);
          set('params', next.params);
        }}
        onParam={(name, value) => set('params', { ...values.params, [name]: value })}
        onText={(invokeTarget) => set('invokeTarget', invokeTarget)}
      />
      <Grid size={12}>
        <TextField
          label={t('cronLabel')}
          value={values.cronExpression}
          onChange={(e) => set('cronExpression', e.target.value)}
          required
          fullWidth
          {...fieldError(errors.cronExpression)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Button size="small" startIcon={<ScheduleIcon />} onClick={() => setBuilding(true)}>
                    {t('cron.generate')}
                  </Button>
                </InputAdornment>
              ),
            },
          }}
        />
      </Grid>
      {/* A new job is always stored paused; only those who may pause and resume jobs see the status. */}
      {job && auth.hasPermi('monitor:job:changeStatus') ? (
        <FormRadioField form={form} name="status" label={t('status')} options={dictChoices(statuses)} />
      ) : null}
      <FormRadioField
        form={form}
        name="misfirePolicy"
        label={t('misfirePolicy')}
        options={MISFIRE_POLICIES.map((value) => ({ value, label: t(`misfire.${value}`) }))}
        size={{ xs: 12, md: 6 }}
      />
      <FormRadioField
        form={form}
        name="concurrent"
        label={t('concurrent')}
        options={CONCURRENT.map((value) => ({ value, label: t(`concurrency.${value}`) }))}
        size={{ xs: 12, md: 6 }}
      />
      <CronDialog
        open={building}
        expression={values.cronExpression}
        onClose={() => setBuilding(false)}
        onFill={(cronExpression) => {
          set('cronExpression', cronExpression);
          setBuilding(false);
        }}
      />
    </FormDialog>
  );
}

function paramLabel(tasks: JobTask[] | undefined, taskName: string, name: string): string {
  return tasks?.find((task) => task.name === taskName)?.params.find((param) => param.name === name)?.label ?? name;
}
