// The public face of features/monitor/logininfor (its server side): what other features may use of it.
export { requireUnlockPermission } from './logininfor-service';
