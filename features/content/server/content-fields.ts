import { ServiceError } from '@/lib/backend/http/errors';
import { idListParam } from '@/lib/backend/http/params';

/** The comma-joined ids of a batch delete's path: at least one, each a positive number. */
export function pathIdsOf(value: string | undefined): number[] {
  const ids = idListParam('ids', value);
  if (ids.length === 0) throw new ServiceError('参数[ids]不能为空');
  return ids;
}
