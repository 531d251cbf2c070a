/**
 * The RuoYi-Vue tables the import reads, with the columns it needs. Columns a RuoYi release added
 * later (3.8.8's menu route names, 3.8.9's password dates, 3.9's notice read marks) are optional:
 * an older database reads as if they held their defaults. A missing required column means a schema
 * this importer does not know.
 */
export interface SourceTable {
  name: string;
  columns: string[];
  /** Columns a release before the current one lacks, with the value read in their place. */
  optional?: Record<string, string | number | null>;
  /** Whether the whole table may be missing (a release before it). */
  optionalTable?: boolean;
  /** The order rows are read in (the import puts parents before children itself). */
  orderBy: string;
}

const audit = ['create_by', 'create_time', 'update_by', 'update_time'];

export const SOURCE_TABLES = {
  sys_dept: {
    name: 'sys_dept',
    columns: ['dept_id', 'parent_id', 'ancestors', 'dept_name', 'order_num', 'leader', 'phone', 'email', 'status', 'del_flag', ...audit],
    orderBy: 'dept_id',
  },
  sys_user: {
    name: 'sys_user',
    columns: [
      'user_id',
      'dept_id',
      'user_name',
      'nick_name',
      'user_type',
      'email',
      'phonenumber',
      'sex',
      'avatar',
      'password',
      'status',
      'del_flag',
      'login_ip',
      'login_date',
      'pwd_update_date',
      ...audit,
      'remark',
    ],
    optional: { pwd_update_date: null },
    orderBy: 'user_id',
  },
  sys_post: {
    name: 'sys_post',
    columns: ['post_id', 'post_code', 'post_name', 'post_sort', 'status', ...audit, 'remark'],
    orderBy: 'post_id',
  },
  sys_role: {
    name: 'sys_role',
    columns: [
      'role_id',
      'role_name',
      'role_key',
      'role_sort',
      'data_scope',
      'menu_check_strictly',
      'dept_check_strictly',
      'status',
      'del_flag',
      ...audit,
      'remark',
    ],
    orderBy: 'role_id',
  },
  sys_menu: {
    name: 'sys_menu',
    columns: [
      'menu_id',
      'menu_name',
      'parent_id',
      'order_num',
      'path',
      'component',
      'query',
      'route_name',
      'is_frame',
      'is_cache',
      'menu_type',
      'visible',
      'status',
      'perms',
      'icon',
      ...audit,
      'remark',
    ],
    optional: { route_name: '', query: null },
    orderBy: 'menu_id',
  },
  sys_role_menu: { name: 'sys_role_menu', columns: ['role_id', 'menu_id'], orderBy: 'role_id, menu_id' },
  sys_role_dept: { name: 'sys_role_dept', columns: ['role_id', 'dept_id'], orderBy: 'role_id, dept_id' },
  sys_user_role: { name: 'sys_user_role', columns: ['user_id', 'role_id'], orderBy: 'user_id, role_id' },
  sys_user_post: { name: 'sys_user_post', columns: ['user_id', 'post_id'], orderBy: 'user_id, post_id' },
  sys_dict_type: {
    name: 'sys_dict_type',
    columns: ['dict_id', 'dict_name', 'dict_type', 'status', ...audit, 'remark'],
    orderBy: 'dict_id',
  },
  sys_dict_data: {
    name: 'sys_dict_data',
    columns: [
      'dict_code',
      'dict_sort',
      'dict_label',
      'dict_value',
      'dict_type',
      'css_class',
      'list_class',
      'is_default',
      'status',
      ...audit,
      'remark',
    ],
    orderBy: 'dict_code',
  },
  sys_config: {
    name: 'sys_config',
    columns: ['config_id', 'config_name', 'config_key', 'config_value', 'config_type', ...audit, 'remark'],
    orderBy: 'config_id',
  },
  sys_notice: {
    name: 'sys_notice',
    columns: ['notice_id', 'notice_title', 'notice_type', 'notice_content', 'status', ...audit, 'remark'],
    orderBy: 'notice_id',
  },
  sys_notice_read: {
    name: 'sys_notice_read',
    columns: ['read_id', 'notice_id', 'user_id', 'read_time'],
    optionalTable: true,
    orderBy: 'read_id',
  },
  sys_job: {
    name: 'sys_job',
    columns: [
      'job_id',
      'job_name',
      'job_group',
      'invoke_target',
      'cron_expression',
      'misfire_policy',
      'concurrent',
      'status',
      ...audit,
      'remark',
    ],
    orderBy: 'job_id',
  },
  sys_oper_log: {
    name: 'sys_oper_log',
    columns: [
      'oper_id',
      'title',
      'business_type',
      'method',
      'request_method',
      'operator_type',
      'oper_name',
      'dept_name',
      'oper_url',
      'oper_ip',
      'oper_location',
      'oper_param',
      'json_result',
      'status',
      'error_msg',
      'oper_time',
      'cost_time',
    ],
    optional: { cost_time: 0 },
    orderBy: 'oper_id',
  },
  sys_logininfor: {
    name: 'sys_logininfor',
    columns: ['info_id', 'user_name', 'ipaddr', 'login_location', 'browser', 'os', 'status', 'msg', 'login_time'],
    orderBy: 'info_id',
  },
} satisfies Record<string, SourceTable>;

export type SourceTableName = keyof typeof SOURCE_TABLES;

/** The logs, read only with --with-logs. */
export const LOG_TABLES: SourceTableName[] = ['sys_oper_log', 'sys_logininfor'];

/** Tables of a RuoYi database the import leaves behind, and why (the report names them). */
export const LEFT_BEHIND: Record<string, string> = {
  sys_job_log: 'the runs of RuoYi jobs, whose tasks are RuoYi classes',
  gen_table: "the code generator's settings for RuoYi's Java code",
  gen_table_column: "the code generator's settings for RuoYi's Java code",
  qrtz_job_details: "Quartz's own scheduler state (the QRTZ_* tables); the portal schedules from sys_job",
};

/** A source row as mysql2 reads it: column name to value. */
export type SourceRow = Record<string, unknown>;
