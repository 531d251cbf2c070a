/**
 * The INFO fields the stock cache screen shows (ruoyi-ui 3.9.2 and RuoYi-Vue3
 * `views/monitor/cache/index.vue`): 版本, 运行模式, 端口, 客户端数, 运行时间, 使用内存, 使用CPU,
 * 内存配置, AOF, RDB, 网络入口/出口.
 */
export const STOCK_SCREEN_FIELDS = [
  'redis_version',
  'redis_mode',
  'tcp_port',
  'connected_clients',
  'uptime_in_days',
  'used_memory_human',
  'used_cpu_user_children',
  'maxmemory_human',
  'aof_enabled',
  'rdb_last_bgsave_status',
  'instantaneous_input_kbps',
  'instantaneous_output_kbps',
] as const;

/** Every field the stock screen shows is there, and those it reads as numbers (the CPU, the memory gauge) are numbers. */
export function expectStockScreenFields(info: Record<string, string>): void {
  for (const field of STOCK_SCREEN_FIELDS) expect({ field, value: info[field] }).toEqual({ field, value: expect.stringMatching(/\S/) });
  for (const field of ['used_cpu_user_children', 'used_memory_human'])
    expect({ field, nan: Number.isNaN(parseFloat(info[field])) }).toEqual({ field, nan: false });
  expect(['standalone', 'cluster']).toContain(info.redis_mode);
  expect(['0', '1']).toContain(info.aof_enabled);
}
