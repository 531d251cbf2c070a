import { dept } from '@/features/system/dept/contract';
import type { DataOf } from '@/lib/contract/contract';
import { treeCalls, type RowInput } from '@/lib/http/row-calls';
import { request } from '@/lib/http/request';

/** The department calls of the contract (section 5.4), typed by their contracts (SysDept of section 4). */
export type Dept = DataOf<typeof dept.list>[number];
export type DeptInput = RowInput<typeof dept, 'deptId'>;

/** The top department's parent id: the root has no parent to choose and cannot be deleted. */
export const ROOT_PARENT_ID = 0;

/** Every department but this one and those below it: where it may move to. */
export const listDeptExcludeChild = (deptId: number) => request(dept.listExclude, { path: { deptId } }).then((answer) => answer.data ?? []);
export const getDept = (deptId: number) => request(dept.get, { path: { deptId } }).then((answer) => answer.data);
export const deptTree = treeCalls(dept, 'deptId');
