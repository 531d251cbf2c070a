import type { FieldProblem } from '@/components/admin/list/field-problems';
import type { JobTask, JobTaskParam } from '@/features/monitor/job/client/api';

/**
 * A job's target as the form edits it: one task of the server's registry and the text of each
 * parameter, turned into and read back from the invokeTarget grammar of contract 5.10
 * (`portalTask.name(24, false)`: `'x'` String, `true`/`false` Boolean, `24L` Long, `1.5D`
 * Double, otherwise Integer). The server checks the target again; this only spares a round trip.
 */
export type ParamValues = Record<string, string>;

export interface TargetChoice {
  task: JobTask;
  values: ParamValues;
}

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The starting text of each parameter: its default, else empty (a Boolean starts false). */
export function startValues(task: JobTask): ParamValues {
  return Object.fromEntries(
    task.params.map((param) => [
      param.name,
      param.defaultValue !== null ? String(param.defaultValue) : param.type === 'Boolean' ? 'false' : '',
    ]),
  );
}

/** Splits argument text on commas outside quotes. */
function splitArgs(text: string): string[] {
  const items: string[] = [];
  let quote: string | null = null;
  let current = '';
  for (const char of text) {
    if (quote && char === quote) quote = null;
    else if (!quote && (char === "'" || char === '"')) quote = char;
    else if (!quote && char === ',') {
      items.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  items.push(current.trim());
  return items;
}

/** A literal's text as the form shows it: quotes and the L/D suffix taken off. */
function valueText(literal: string): string {
  const quoted = /^(['"])([\s\S]*)\1$/.exec(literal);
  if (quoted) return quoted[2];
  return /^-?\d+(\.\d+)?[lLdD]$/.test(literal) ? literal.slice(0, -1) : literal;
}

/**
 * The task and parameter texts a stored target names, or null when it names no task of the
 * registry or is not in the grammar (the form then asks for a new choice).
 */
export function parseTarget(target: string, tasks: JobTask[]): TargetChoice | null {
  const text = target.trim();
  const open = text.indexOf('(');
  const name = (open < 0 ? text : text.slice(0, open)).trim();
  const task = tasks.find((candidate) => candidate.name === name);
  if (!task) return null;
  if (open < 0) return { task, values: startValues(task) };
  if (!text.endsWith(')')) return null;
  const inner = text.slice(open + 1, -1);
  const items = inner.trim() === '' ? [] : splitArgs(inner);
  if (items.length > task.params.length) return null;
  const values = startValues(task);
  items.forEach((item, i) => {
    values[task.params[i].name] = valueText(item);
  });
  return { task, values };
}

function literalOf(param: JobTaskParam, text: string): string {
  switch (param.type) {
    case 'String':
      return text.includes("'") ? `"${text}"` : `'${text}'`;
    case 'Long':
      return `${text}L`;
    case 'Double':
      return `${text}D`;
    default:
      return text;
  }
}

const textOf = (values: ParamValues, param: JobTaskParam) => (values[param.name] ?? '').trim();

/** Whether a parameter left empty may be dropped: it has a default and nothing after it is given. */
const omitted = (params: JobTaskParam[], values: ParamValues, from: number) =>
  params.slice(from).every((param) => param.defaultValue !== null && textOf(values, param) === '');

/** The invokeTarget of a choice; run `paramProblems` first. */
export function formatTarget({ task, values }: TargetChoice): string {
  const given = task.params.filter((_, i) => !omitted(task.params, values, i));
  if (!given.length) return task.name;
  return `${task.name}(${given.map((param) => literalOf(param, textOf(values, param))).join(', ')})`;
}

export type ParamProblemKey = 'required' | 'integer' | 'number' | 'range' | 'atLeast' | 'atMost' | 'quotes';

function paramProblem(param: JobTaskParam, text: string): FieldProblem<ParamProblemKey> | undefined {
  if (text === '') return param.defaultValue === null ? { key: 'required' } : undefined;
  if (param.type === 'String') return text.includes("'") && text.includes('"') ? { key: 'quotes' } : undefined;
  if (param.type === 'Boolean') return text === 'true' || text === 'false' ? undefined : { key: 'required' };
  const whole = param.type === 'Integer' || param.type === 'Long';
  if (!(whole ? INTEGER : DECIMAL).test(text)) return { key: whole ? 'integer' : 'number' };
  const value = Number(text);
  const { min, max } = param;
  if ((min !== null && value < min) || (max !== null && value > max)) {
    if (min !== null && max !== null) return { key: 'range', values: { min, max } };
    return min !== null ? { key: 'atLeast', values: { min } } : { key: 'atMost', values: { max: max! } };
  }
  return undefined;
}

/**
 * What is wrong with each parameter's text, by parameter name. An empty optional parameter
 * followed by a given one is required too: arguments are positional.
 */
export function paramProblems({ task, values }: TargetChoice): Record<string, FieldProblem<ParamProblemKey>> {
  const found: Record<string, FieldProblem<ParamProblemKey>> = {};
  task.params.forEach((param, i) => {
    const text = textOf(values, param);
    const problem = text === '' && !omitted(task.params, values, i) ? { key: 'required' as const } : paramProblem(param, text);
    if (problem) found[param.name] = problem;
  });
  return found;
}
