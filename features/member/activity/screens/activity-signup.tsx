'use client';

import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { FormProblem } from '@/components/member/form-problem';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/common/browser-state';
import { Link, usePathname } from '@/i18n/navigation';
import { getActivities, signUpForActivity, type Activity } from '@/features/member/client/api';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/http/request';
import { hasSessionHint } from '@/lib/signed-in-hint';

/**
 * Sign-up for the activities an article announces: places left, deadline and fee, and a short
 * form for a signed-in reader. Read in the browser, so the cached article page stays the same
 * for everyone while the places shown are current.
 */
export function ActivitySignup({ articleId }: { articleId: number }) {
  const t = useTranslations('member.activity');
  const locale = useLocale();
  const pathname = usePathname();
  const [activities, setActivities] = useState<Activity[]>([]);
  // The session hint is a cookie: known in the browser once the page has hydrated.
  const signedIn = useHydrated() && hasSessionHint(document.cookie);
  const [open, setOpen] = useState<number | null>(null);
  const [form, setForm] = useState({ name: '', phone: '', employer: '', remark: '' });
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(() => {
    getActivities({ articleId }).then(
      (answer) => setActivities(answer.data),
      () => setActivities([]),
    );
  }, [articleId]);

  useEffect(() => {
    load();
  }, [load]);

  const submit = async (event: FormEvent, activityId: number) => {
    event.preventDefault();
    setProblem(null);
    try {
      await signUpForActivity({ activityId, ...form });
      notify('success', t('done'));
      setOpen(null);
      load();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    }
  };

  if (activities.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ mt: 4 }} component="section" aria-label={t('title')}>
      {activities.map((activity) => {
        const left = activity.capacity > 0 ? activity.capacity - activity.signedCount : null;
        return (
          <Paper key={activity.id} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {locale === 'en' && activity.titleEs ? activity.titleEs : activity.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('facts', {
                start: activity.startTime.slice(0, 16),
                place: activity.place,
                fee: activity.fee,
                deadline: activity.deadline.slice(0, 16),
              })}
              {' · '}
              {left === null ? t('unlimited') : t('placesLeft', { left: Math.max(0, left), capacity: activity.capacity })}
            </Typography>
            <Box sx={{ mt: 1 }}>
              {activity.signedUp ? (
                <Alert severity="success">{t('signedUp')}</Alert>
              ) : activity.closed ? (
                <Alert severity="info">{t('closed')}</Alert>
              ) : activity.full ? (
                <Alert severity="info">{t('full')}</Alert>
              ) : !signedIn ? (
                <Button
                  component={Link}
                  href={`/login?redirect=${encodeURIComponent(`${locale === 'en' ? '/en' : ''}${pathname}${window.location.search}`)}`}
                  variant="contained"
                >
                  {t('signInToSignUp')}
                </Button>
              ) : open === activity.id ? (
                <Box component="form" noValidate onSubmit={(event) => submit(event, activity.id)}>
                  <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
                    {(['name', 'phone', 'employer', 'remark'] as const).map((name) => (
                      <TextField
                        key={name}
                        size="small"
                        name={name}
                        label={t(`fields.${name}`)}
                        value={form[name]}
                        onChange={(event) => setForm((f) => ({ ...f, [name]: event.target.value }))}
                      />
                    ))}
                    <FormProblem problem={problem} />
                    <Box>
                      <Button type="submit" variant="contained">
                        {t('submit')}
                      </Button>
                    </Box>
                  </Stack>
                </Box>
              ) : (
                <Button variant="contained" onClick={() => setOpen(activity.id)}>
                  {t('signUp')}
                </Button>
              )}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
