'use client';

import { useQuery } from '@tanstack/react-query';
import { listJobTasks } from '@/features/monitor/job/client/api';

/**
 * The server's registry of tasks, read once per session (it changes only with the code).
 * `failed`: the server offers no list (a stock RuoYi behind the proxy), so the form takes the
 * target as text.
 */
export function useJobTasks() {
  const answer = useQuery({ queryKey: ['monitor-job-tasks'], queryFn: listJobTasks, staleTime: Infinity, retry: false });
  return { tasks: answer.data, failed: answer.isError, pending: answer.isPending };
}
