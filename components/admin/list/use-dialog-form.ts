'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/request';

type Errors = Partial<Record<string, string>>;

/**
 * The state of an add/edit dialog: its values (reset whenever new starting values arrive), the
 * client's field errors, the API's refusal to show in the dialog, and whether a save is running.
 */
export function useDialogForm<Values extends object, E extends Errors>(initial: Values | null, check: (values: Values) => E, save: (values: Values) => Promise<unknown>) {
  const [values, setValues] = useState<Values | null>(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!initial) return;
    setValues(initial);
    setErrors({} as E);
    setProblem('');
  }, [initial]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => (current ? { ...current, [name]: value } : current));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const found = check(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    setProblem('');
    try {
      await save(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setSaving(false);
    }
  };

  return { values, set, errors, problem, saving, submit };
}
