import { schemaProblems, type FieldProblems } from '@/components/admin/list/field-problems';
import type { JobEntry, JobTask } from '@/features/monitor/job/client/api';
import { jobEditSchema } from '../contract';
import { formatTarget, paramProblems, parseTarget, startValues, type ParamValues } from './invoke-target';

/** What the job form edits: the job, with its target as a registry task and parameter texts. */
export interface JobFormValues {
  jobId?: number;
  jobName: string;
  jobGroup: string;
  /** The registry task chosen, '' for none. */
  taskName: string;
  params: ParamValues;
  /** The target typed as text (no registry), or the stored one that names no task. */
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: string;
  concurrent: string;
  status: string;
}

/** The reference's starting values: 立即执行, 禁止 concurrency; a new job is stored paused by the server. */
export const EMPTY_JOB: JobFormValues = {
  jobName: '',
  jobGroup: 'DEFAULT',
  taskName: '',
  params: {},
  invokeTarget: '',
  cronExpression: '',
  misfirePolicy: '1',
  concurrent: '1',
  status: '0',
};

/** A stored job as the form starts it; `tasks` undefined: no registry, the target stays text. */
export function jobFormValues(job: JobEntry, tasks: JobTask[] | undefined): JobFormValues {
  const choice = tasks ? parseTarget(job.invokeTarget, tasks) : null;
  return {
    jobId: job.jobId,
    jobName: job.jobName,
    jobGroup: job.jobGroup,
    taskName: choice?.task.name ?? '',
    params: choice?.values ?? {},
    invokeTarget: job.invokeTarget,
    cronExpression: job.cronExpression,
    misfirePolicy: job.misfirePolicy,
    concurrent: job.concurrent,
    status: job.status,
  };
}

/** Another task chosen: its parameters start from their defaults. */
export function withTask(values: JobFormValues, task: JobTask | null): JobFormValues {
  return { ...values, taskName: task?.name ?? '', params: task ? startValues(task) : {} };
}

function targetOf(values: JobFormValues, tasks: JobTask[] | undefined): string {
  if (!tasks) return values.invokeTarget.trim();
  const task = tasks.find((candidate) => candidate.name === values.taskName);
  return task ? formatTarget({ task, values: values.params }) : '';
}

/**
 * What the form refuses before saving, by field: the contract's checks of the body it would send,
 * and the chosen task's parameters (`param.<name>`), which only the form sees: the server reads
 * the target they make, and checks it against its registry.
 */
export function jobProblems(values: JobFormValues, tasks: JobTask[] | undefined): FieldProblems<string> {
  const found = schemaProblems(jobEditSchema, jobInput(values, tasks));
  const task = tasks?.find((candidate) => candidate.name === values.taskName);
  if (task) for (const [name, problem] of Object.entries(paramProblems({ task, values: values.params }))) found[`param.${name}`] = problem;
  return found;
}

/** The body of `POST`/`PUT /monitor/job` as the form has it; the form sends it as the contract parses it, once `jobProblems` finds nothing. */
export function jobInput(values: JobFormValues, tasks: JobTask[] | undefined) {
  return {
    jobId: values.jobId,
    jobName: values.jobName.trim(),
    jobGroup: values.jobGroup,
    invokeTarget: targetOf(values, tasks),
    cronExpression: values.cronExpression.trim(),
    misfirePolicy: values.misfirePolicy,
    concurrent: values.concurrent,
    status: values.status,
  };
}
