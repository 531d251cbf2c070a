import { dept } from '@/features/system/dept/contract';
import { treeCalls } from '@/lib/http/row-calls';
import { request, type Envelope } from '@/lib/http/request';

/** The department calls of the contract (section 5.4) with its fields (section 4, SysDept). */
export type Dept = {
  deptId: number;
  parentId: number;
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: string;
  createTime: string;
};

export type DeptInput = Pick<Dept, 'parentId' | 'deptName' | 'orderNum' | 'status'> & {
  deptId?: number;
  leader: string;
  phone: string;
  email: string;
};

/** The top department's parent id: the root has no parent to choose and cannot be deleted. */
export const ROOT_PARENT_ID = 0;

/** Every department but this one and those below it: where it may move to. */
export const listDeptExcludeChild = (deptId: number) =>
  request<Envelope & { data: Dept[] }>(dept.listExclude, { path: { deptId } }).then((answer) => answer.data ?? []);
export const getDept = (deptId: number) => request<Envelope & { data: Dept }>(dept.get, { path: { deptId } }).then((answer) => answer.data);
export const deptTree = treeCalls<Dept, DeptInput>(dept, 'deptId');
