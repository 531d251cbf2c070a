'use client';

import { Checkbox, FormControlLabel, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { JobTask, JobTaskParam } from '@/features/monitor/job/client/api';
import { formatTarget, type ParamValues } from './invoke-target';

interface Props {
  /** The server's registry; undefined when it offers none, and the target is typed as text. */
  tasks: JobTask[] | undefined;
  taskName: string;
  params: ParamValues;
  /** The typed target, or the stored one when it names no task of the registry. */
  invokeTarget: string;
  /** `invokeTarget`, and `param.<name>` for each parameter. */
  errors: Partial<Record<string, string>>;
  onTask: (task: JobTask | null) => void;
  onParam: (name: string, value: string) => void;
  onText: (invokeTarget: string) => void;
}

/**
 * 调用目标 of the job form: a task of the registry with an input per parameter and the resulting
 * target string; a free-text target only when the server has no registry to offer.
 */
export function InvokeTargetField({ tasks, taskName, params, invokeTarget, errors, onTask, onParam, onText }: Props) {
  const t = useTranslations('admin.job');
  if (!tasks) {
    return (
      <Grid size={12}>
        <TextField
          label={t('invokeTarget')}
          value={invokeTarget}
          onChange={(e) => onText(e.target.value)}
          required
          fullWidth
          error={Boolean(errors.invokeTarget)}
          helperText={errors.invokeTarget ?? t('targetHelp')}
        />
      </Grid>
    );
  }
  const task = tasks.find((candidate) => candidate.name === taskName) ?? null;
  const stored = !task && invokeTarget ? t('targetUnknown', { target: invokeTarget }) : undefined;
  return (
    <>
      <Grid size={12}>
        <TextField
          select
          label={t('target')}
          value={task ? task.name : ''}
          onChange={(e) => onTask(tasks.find((candidate) => candidate.name === e.target.value) ?? null)}
          required
          fullWidth
          error={Boolean(errors.invokeTarget)}
          helperText={errors.invokeTarget ?? stored}
        >
          {tasks.map((candidate) => (
            <MenuItem key={candidate.name} value={candidate.name}>
              {candidate.title}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {task?.params.map((param) => (
        <Grid key={param.name} size={{ xs: 12, md: 6 }}>
          <ParamInput
            param={param}
            value={params[param.name] ?? ''}
            error={errors[`param.${param.name}`]}
            onChange={(value) => onParam(param.name, value)}
          />
        </Grid>
      ))}
      {task ? (
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {t('invokeTarget')}：<code>{formatTarget({ task, values: params })}</code>
          </Typography>
        </Grid>
      ) : null}
    </>
  );
}

function ParamInput({
  param,
  value,
  error,
  onChange,
}: {
  param: JobTaskParam;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('admin.job');
  if (param.type === 'Boolean') {
    return (
      <FormControlLabel
        control={<Checkbox checked={value === 'true'} onChange={(e) => onChange(String(e.target.checked))} />}
        label={param.label}
      />
    );
  }
  const bounds = param.min !== null && param.max !== null ? t('bounds', { min: param.min, max: param.max }) : undefined;
  const optional = param.defaultValue !== null ? t('defaultValue', { value: String(param.defaultValue) }) : undefined;
  return (
    <TextField
      label={param.label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={param.defaultValue === null}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? ([bounds, optional].filter(Boolean).join('，') || undefined)}
      slotProps={{ htmlInput: { inputMode: param.type === 'String' ? 'text' : param.type === 'Double' ? 'decimal' : 'numeric' } }}
    />
  );
}
