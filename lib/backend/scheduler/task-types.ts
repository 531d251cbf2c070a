import type { BackendServices } from '../services';

/** The argument types of the contract's invokeTarget grammar: `'x'`, `true`, `123L`, `1.5D`, `123`. */
export type ParamType = 'String' | 'Boolean' | 'Long' | 'Double' | 'Integer';

export type ArgValue = string | number | boolean;

type ValueOf<T extends ParamType> = T extends 'String' ? string : T extends 'Boolean' ? boolean : number;

export interface TaskParam {
  name: string;
  type: ParamType;
  /** What the parameter means, as the job form shows it. */
  label: string;
  /** Bounds of a number parameter, both included. */
  min?: number;
  max?: number;
  /** When given, the argument may be left out (only trailing ones). */
  defaultValue?: ArgValue;
}

/** What a task gets for one run. */
export interface TaskContext {
  deps: BackendServices;
  /** The scheduler's clock at the start of the run. */
  now: Date;
  /** Aborted when the run is cut (time limit, server stopping): a task checks it between units of work. */
  signal: AbortSignal;
}

type ArgsOf<P extends readonly TaskParam[]> = { [K in P[number] as K['name']]: ValueOf<K['type']> };

interface TaskSpec<P extends readonly TaskParam[]> {
  /** The invokeTarget name, `portalTask.method`. */
  name: string;
  /** What the task does, for the job form's picker. */
  title: string;
  /** A complete invokeTarget calling it, for the job form to start from. */
  example: string;
  params: P;
  /** How long one run may take; 5 minutes unless given. */
  timeoutMs?: number;
  /** Does the work and answers a one-line summary for the server log. */
  run(ctx: TaskContext, args: ArgsOf<P>): Promise<string>;
}

/** A task of the registry, with its arguments already checked against `params`. */
export interface TaskDefinition {
  name: string;
  title: string;
  example: string;
  params: readonly TaskParam[];
  timeoutMs?: number;
  run(ctx: TaskContext, args: Record<string, ArgValue>): Promise<string>;
}

/** The only targets a job may name, by name: nothing else is ever executed (contract 9, item 18). */
export type TaskRegistry = ReadonlyMap<string, TaskDefinition>;

/**
 * Declares a task; its `run` sees its arguments typed by the declared parameters. The registry
 * holds it untyped: `resolveInvocation` checks every argument against `params` before a run, so
 * the arguments `run` receives always have the declared types.
 */
export function defineTask<const P extends readonly TaskParam[]>(spec: TaskSpec<P>): TaskDefinition {
  return spec as unknown as TaskDefinition;
}

export function registryOf(tasks: TaskDefinition[]): TaskRegistry {
  return new Map(tasks.map((task) => [task.name, task]));
}

export const DEFAULT_TASK_TIMEOUT_MS = 5 * 60_000;
