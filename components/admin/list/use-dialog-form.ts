'use client';

import { useCallback, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/http/request';

type Errors = Partial<Record<string, string>>;

/**
 * The state of a form dialog: its values (reset whenever new starting values arrive), the
 * client's field errors, the API's refusal to show in the dialog, and whether a save is running.
 * `initial` is null while the dialog is closed; the values stay, so a closing dialog keeps its content.
 */
export function useDialogForm<Values extends object, E extends Errors>(
  initial: Values | null,
  check: (values: Values) => E,
  save: (values: Values) => Promise<unknown>,
) {
  const [values, setValues] = useState<Values | null>(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const [start, setStart] = useState(initial);

  // Reset while rendering, not in an effect: a child that adjusts the values when it mounts (a
  // check tree completing its parents) must not be overwritten by a reset that runs after it.
  if (initial !== start) {
    setStart(initial);
    if (initial) {
      setValues(initial);
      setErrors({} as E);
      setProblem('');
    }
  }

  // Stable, so a form's own setters built on it can be stable too (a check tree's effect depends on its onChange).
  const set = useCallback(
    <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => (current ? { ...current, [name]: value } : current)),
    [],
  );
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
