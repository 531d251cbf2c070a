// The public face of features/monitor/job: what other features may use of it.
export { getJob } from './client/api';
export { JOB_PATH } from './screens/job-paths';
