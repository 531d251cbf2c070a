// The public face of features/monitor/job (its server side): what other features may use of it.
export { checkedSchedule, isJobGroup, plannedFire } from './job-admin-service';
