'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { getActivities, signUpForActivity, type Activity, type SignupInput } from '@/features/member/activity/client/public-api';
import { inLocale } from '@/lib/content/in-locale';
import { fill } from '@/lib/format/fill';
import { ApiError } from '@/lib/http/request';
import { notify } from '@/lib/notify';
import { localisedPath } from '@/lib/seo/locale-path';
import { hasSessionHint } from '@/lib/signed-in-hint';
import { feeText, type FeeTexts } from './activity-fee';
import styles from './activity-signup.module.css';

const FIELDS = ['name', 'phone', 'employer', 'remark'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY_FORM: Omit<SignupInput, 'activityId'> = { name: '', phone: '', employer: '', remark: '' };

/** The `member.activity` messages, as the server hands them over. */
export interface ActivityTexts {
  title: string;
  facts: string;
  fee: FeeTexts;
  unlimited: string;
  placesLeft: string;
  signedUp: string;
  unpaid: string;
  goPay: string;
  paid: string;
  closed: string;
  full: string;
  signInToSignUp: string;
  fields: Record<Field, string>;
  submit: string;
  signUp: string;
  done: string;
}

export interface ActivitySignupProps {
  articleId: number;
  locale: string;
  texts: ActivityTexts;
}

/**
 * Sign-up for the activities an article announces: places left, deadline and fee (both prices
 * where members pay less, a member's own price to a member; the venue in the page's language),
 * and a short form for a signed-in reader. Read in the browser, so the cached article page stays the same
 * for everyone while the places shown are current. Drawn only after hydration (the island that
 * loads it), so it may read the cookie and the address while it renders.
 */
export function ActivitySignup({ articleId, locale, texts }: ActivitySignupProps) {
  const [activities, setActivities] = useState<Activity[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const [form, setForm] = useState(EMPTY_FORM);
  const [problem, setProblem] = useState<string | null>(null);
  const signedIn = hasSessionHint(document.cookie);
  const payPath = (signupId: number) => localisedPath(locale, `/personal/pay?signupId=${signupId}`);

  const load = useCallback(() => {
    getActivities(articleId).then(
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
      const made = (await signUpForActivity({ activityId, ...form })).data;
      notify('success', texts.done);
      // A price taken online is paid on the member pages, where the pay step is.
      if (made.payState === 'unpaid') {
        window.location.assign(payPath(made.id));
        return;
      }
      setOpen(null);
      load();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    }
  };

  const action = (activity: Activity) => {
    if (activity.signedUp && activity.payState === 'unpaid' && activity.signupId !== null)
      return (
        <p className={styles.info}>
          {texts.unpaid}{' '}
          <Link className={styles.button} href={payPath(activity.signupId)}>
            {texts.goPay}
          </Link>
        </p>
      );
    if (activity.signedUp) return <p className={styles.success}>{activity.payState === 'paid' ? texts.paid : texts.signedUp}</p>;
    if (activity.closed) return <p className={styles.info}>{texts.closed}</p>;
    if (activity.full) return <p className={styles.info}>{texts.full}</p>;
    if (!signedIn) {
      const back = `${window.location.pathname}${window.location.search}`;
      return (
        <Link className={styles.button} href={localisedPath(locale, `/login?redirect=${encodeURIComponent(back)}`)}>
          {texts.signInToSignUp}
        </Link>
      );
    }
    if (open !== activity.id) {
      return (
        <button type="button" className={styles.button} onClick={() => setOpen(activity.id)}>
          {texts.signUp}
        </button>
      );
    }
    return (
      <form className={styles.form} noValidate onSubmit={(event) => submit(event, activity.id)}>
        {FIELDS.map((name) => (
          <label key={name} className={styles.field}>
            <span>{texts.fields[name]}</span>
            <input
              name={name}
              type={name === 'phone' ? 'tel' : 'text'}
              value={form[name]}
              onChange={(event) => setForm((f) => ({ ...f, [name]: event.target.value }))}
            />
          </label>
        ))}
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className={styles.button}>
          {texts.submit}
        </button>
      </form>
    );
  };

  if (activities.length === 0) return null;
  return (
    <section className={styles.activities} aria-label={texts.title}>
      {activities.map((activity) => {
        const left = activity.capacity > 0 ? activity.capacity - activity.signedCount : null;
        const facts = fill(texts.facts, {
          start: activity.startTime.slice(0, 16),
          place: inLocale(activity.place, activity.placeEs, locale),
          fee: feeText(activity, texts.fee),
          deadline: activity.deadline.slice(0, 16),
        });
        const places = left === null ? texts.unlimited : fill(texts.placesLeft, { left: Math.max(0, left), capacity: activity.capacity });
        return (
          <div key={activity.id} className={styles.activity}>
            <h2>{inLocale(activity.title, activity.titleEs, locale)}</h2>
            <p className={styles.facts}>
              {facts} · {places}
            </p>
            <div className={styles.action}>{action(activity)}</div>
          </div>
        );
      })}
    </section>
  );
}
