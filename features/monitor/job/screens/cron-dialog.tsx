'use client';

import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { cronNextTimes } from '@/features/monitor/job/client/api';
import { PERIODS, START_PRESET, cronOf, type CronPreset, type Period } from './cron-presets';

interface Props {
  open: boolean;
  /** The form's expression, where the builder starts. */
  expression: string;
  onClose: () => void;
  /** 确定: the expression goes back into the form. */
  onFill: (expression: string) => void;
}

/** 生成表达式: builds an expression from a common schedule or takes one typed, and shows its next five fire times. */
export function CronDialog({ open, expression, onClose, onFill }: Props) {
  const t = useTranslations('admin.job.cron');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      {/* The dialog's content mounts on each opening, so the builder starts again from the form's expression. */}
      <CronBuilder expression={expression} onClose={onClose} onFill={onFill} />
    </Dialog>
  );
}

function CronBuilder({ expression: start, onClose, onFill }: Omit<Props, 'open'>) {
  const t = useTranslations('admin.job.cron');
  const [preset, setPreset] = useState<CronPreset>(START_PRESET);
  const [expression, setExpression] = useState(start);
  const [previewed, setPreviewed] = useState(start.trim());
  const preview = useQuery({
    queryKey: ['monitor-job-cron-next', previewed],
    queryFn: () => cronNextTimes(previewed),
    enabled: previewed !== '',
    retry: false,
  });

  const choose = (change: Partial<CronPreset>) => {
    const next = { ...preset, ...change };
    setPreset(next);
    const built = cronOf(next);
    if (built === null) return;
    setExpression(built);
    setPreviewed(built);
  };
  const number = (value: string) => (value === '' ? NaN : Number(value));

  return (
    <>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <TextField
            select
            label={t('period')}
            value={preset.period}
            onChange={(e) => choose({ period: e.target.value as Period })}
            sx={{ minWidth: 160 }}
          >
            {PERIODS.map((period) => (
              <MenuItem key={period} value={period}>
                {t(`periods.${period}`)}
              </MenuItem>
            ))}
          </TextField>
          {preset.period === 'minutes' || preset.period === 'hours' ? (
            <TextField
              type="number"
              label={t(preset.period === 'minutes' ? 'everyMinutes' : 'everyHours')}
              value={Number.isNaN(preset.every) ? '' : preset.every}
              onChange={(e) => choose({ every: number(e.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: preset.period === 'minutes' ? 59 : 23 } }}
              sx={{ width: 140 }}
            />
          ) : null}
          {preset.period === 'monthly' ? (
            <TextField
              type="number"
              label={t('day')}
              value={Number.isNaN(preset.day) ? '' : preset.day}
              onChange={(e) => choose({ day: number(e.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: 31 } }}
              sx={{ width: 120 }}
            />
          ) : null}
          {preset.period !== 'minutes' ? (
            <TextField
              type="time"
              label={t(preset.period === 'hours' ? 'firstTime' : 'time')}
              value={preset.time}
              onChange={(e) => choose({ time: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 140 }}
            />
          ) : null}
        </Box>
        {preset.period === 'weekly' ? <WeekdayChoice value={preset.weekdays} onChange={(weekdays) => choose({ weekdays })} /> : null}

        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2.5 }}>
          <TextField
            label={t('expression')}
            value={expression}
            onChange={(e) => setExpression(e.target.value)}
            helperText={t('hint')}
            fullWidth
          />
          <Button
            variant="outlined"
            onClick={() => setPreviewed(expression.trim())}
            disabled={expression.trim() === ''}
            sx={{ mt: 1, flexShrink: 0 }}
          >
            {t('preview')}
          </Button>
        </Box>

        <Box component="section" aria-label={t('nextTimes')} sx={{ mt: 2 }}>
          <Typography variant="subtitle2">{t('nextTimes')}</Typography>
          {preview.isFetching ? <LinearProgress aria-label={t('loading')} sx={{ my: 1 }} /> : null}
          {preview.isError ? <Alert severity="error">{preview.error.message}</Alert> : null}
          {preview.data ? (
            preview.data.length ? (
              <Box component="ol" sx={{ m: 0, pl: 3 }}>
                {preview.data.map((time) => (
                  <li key={time}>{time}</li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('noTimes')}</Typography>
            )
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={expression.trim() === ''} onClick={() => onFill(expression.trim())}>
          {t('ok')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The days of a weekly schedule, Sunday first as Quartz numbers them. */
function WeekdayChoice({ value, onChange }: { value: number[]; onChange: (weekdays: number[]) => void }) {
  const t = useTranslations('admin.job.cron');
  const labelId = useId();
  const flip = (weekday: number) => onChange(value.includes(weekday) ? value.filter((day) => day !== weekday) : [...value, weekday]);
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mt: 1.5 }}>
      <FormLabel id={labelId}>{t('weekdays')}</FormLabel>
      <FormGroup row>
        {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
          <FormControlLabel
            key={weekday}
            control={<Checkbox checked={value.includes(weekday)} onChange={() => flip(weekday)} />}
            label={t(`weekday.${weekday}`)}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
