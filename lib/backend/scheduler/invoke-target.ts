import type { ArgValue, ParamType, TaskDefinition, TaskParam, TaskRegistry } from './task-types';

/**
 * A job's `invokeTarget` (contract 5.10): `portalTask.method` or `portalTask.method(args)`, with
 * the reference's argument grammar: `'x'` or `"x"` String, `true`/`false` Boolean, `123L` Long,
 * `1.5D` Double, otherwise Integer. The name must be a task of the registry and the arguments
 * must fit its declared parameters; nothing else is ever run, whatever the row says.
 */
export class InvocationError extends Error {}

export const TARGET_NOT_ALLOWED_MSG = '目标字符串不在白名单内';
export const TARGET_FORMAT_MSG = '目标字符串格式不正确';

/** The reference's checks before the whitelist (contract 5.10, rules 2 and 3), in its order and words. */
const FORBIDDEN_CALLS: [needles: string[], message: string][] = [
  [['rmi:'], "目标字符串不允许'rmi'调用"],
  [['ldap:', 'ldaps:'], "目标字符串不允许'ldap(s)'调用"],
  [['http://', 'https://'], "目标字符串不允许'http(s)'调用"],
];
const VIOLATIONS = [
  'java.net.URL',
  'javax.naming.InitialContext',
  'org.yaml.snakeyaml',
  'org.springframework',
  'org.apache',
  'com.ruoyi.common.utils.file',
  'com.ruoyi.common.config',
  'com.ruoyi.generator',
].map((text) => text.toLowerCase());
const VIOLATION_MSG = '目标字符串存在违规';

const TYPE_HINTS: Record<ParamType, string> = {
  String: "String类型（如 'abc'）",
  Boolean: 'Boolean类型（true 或 false）',
  Long: 'Long类型（如 24L）',
  Double: 'Double类型（如 1.5D）',
  Integer: 'Integer类型（如 24）',
};

const INT_MAX = 2_147_483_647;

export interface Invocation {
  task: TaskDefinition;
  args: Record<string, ArgValue>;
}

/** Splits the argument text on commas outside quotes; quotes are kept on their item. */
function splitArgs(text: string): string[] {
  if (text.trim() === '') return [];
  const items: string[] = [];
  let quote: string | null = null;
  let current = '';
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === ',') {
      items.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (quote) throw new InvocationError(TARGET_FORMAT_MSG);
  items.push(current.trim());
  if (items.some((item) => item === '')) throw new InvocationError(TARGET_FORMAT_MSG);
  return items;
}

interface Literal {
  type: ParamType;
  value: ArgValue;
}

function literalOf(item: string, position: number): Literal {
  const quoted = /^(['"])([\s\S]*)\1$/.exec(item);
  if (quoted) return { type: 'String', value: quoted[2] };
  if (item === 'true' || item === 'false') return { type: 'Boolean', value: item === 'true' };
  if (/^-?\d+[lL]$/.test(item)) {
    const value = Number(item.slice(0, -1));
    if (Number.isSafeInteger(value)) return { type: 'Long', value };
  } else if (/^-?\d+(\.\d+)?[dD]$/.test(item)) {
    return { type: 'Double', value: Number(item.slice(0, -1)) };
  } else if (/^-?\d+$/.test(item)) {
    const value = Number(item);
    if (Math.abs(value) <= INT_MAX) return { type: 'Integer', value };
  }
  throw new InvocationError(`目标字符串第${position}个参数无法识别：${item.slice(0, 50)}`);
}

function countMessage(params: readonly TaskParam[]): string {
  const required = params.filter((param) => param.defaultValue === undefined).length;
  const expected = required === params.length ? `${required}` : `${required}到${params.length}`;
  return `目标字符串参数个数不正确，应为${expected}个`;
}

function checkedArgs(task: TaskDefinition, items: string[]): Record<string, ArgValue> {
  const params = task.params;
  const required = params.filter((param) => param.defaultValue === undefined).length;
  if (items.length < required || items.length > params.length) throw new InvocationError(countMessage(params));
  const args: Record<string, ArgValue> = {};
  params.forEach((param, i) => {
    const position = i + 1;
    if (i >= items.length) {
      args[param.name] = param.defaultValue!;
      return;
    }
    const literal = literalOf(items[i], position);
    if (literal.type !== param.type)
      throw new InvocationError(`目标字符串第${position}个参数（${param.label}）应为${TYPE_HINTS[param.type]}`);
    if (
      typeof literal.value === 'number' &&
      ((param.min !== undefined && literal.value < param.min) || (param.max !== undefined && literal.value > param.max))
    ) {
      throw new InvocationError(`目标字符串第${position}个参数（${param.label}）应在${param.min ?? '-∞'}到${param.max ?? '∞'}之间`);
    }
    args[param.name] = literal.value;
  });
  return args;
}

/**
 * The registry task a target names, with its arguments. Throws InvocationError with the message
 * the job form shows: not in the registry, malformed, or arguments that do not fit.
 */
export function resolveInvocation(target: string, registry: TaskRegistry): Invocation {
  const text = target.trim();
  const open = text.indexOf('(');
  const name = (open < 0 ? text : text.slice(0, open)).trim();
  const task = registry.get(name);
  if (!task) throw new InvocationError(TARGET_NOT_ALLOWED_MSG);
  if (open < 0) return { task, args: checkedArgs(task, []) };
  if (!text.endsWith(')')) throw new InvocationError(TARGET_FORMAT_MSG);
  return { task, args: checkedArgs(task, splitArgs(text.slice(open + 1, -1))) };
}

/**
 * Why a target may not be saved, or null when it may: the reference's checks in its order
 * (forbidden protocols, forbidden packages, whitelist), then this registry's argument checks.
 */
export function targetProblem(target: string, registry: TaskRegistry): string | null {
  const lower = target.toLowerCase();
  for (const [needles, message] of FORBIDDEN_CALLS) if (needles.some((needle) => lower.includes(needle))) return message;
  if (VIOLATIONS.some((needle) => lower.includes(needle))) return VIOLATION_MSG;
  try {
    resolveInvocation(target, registry);
    return null;
  } catch (error) {
    if (error instanceof InvocationError) return error.message;
    throw error;
  }
}
