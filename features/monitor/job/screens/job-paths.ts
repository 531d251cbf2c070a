/** The job list, where the log's 关闭 returns. */
export const JOB_PATH = '/monitor/job';
/** The hidden log page (spec route section 2); `/<jobId>` keeps one job's runs. */
export const JOB_LOG_PATH = '/monitor/job-log/index';
