// The public face of features/system/dept (its server side): what other features may use of it.
export { DEPT_NOT_FOUND_MSG, belowDept, deptTreeSelect } from './dept-service';
