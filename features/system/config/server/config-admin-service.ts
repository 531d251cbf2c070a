import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { z } from '@/lib/contract/zod';
import type { Database, Executor } from '@/lib/backend/db/client';
import { isUniqueViolation } from '@/lib/backend/db/errors';
import { sysConfig } from '@/features/system/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, daysOf, equals, tableList, type TableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import { configSchema, type ConfigWire } from '../contract';

export const CONFIG_NOT_FOUND_MSG = '参数不存在';

export type ConfigRow = typeof sysConfig.$inferSelect;

export type ConfigInput = z.infer<typeof configSchema>;

/**
 * `GET /system/config/list` and its export (contract 5.8): name and key contain, type equals,
 * created on the given days; by id unless asked otherwise.
 */
export const configList: TableList<ConfigRow, ConfigWire> = tableList(sysConfig, {
  filters: [
    contains('configName', sysConfig.configName),
    contains('configKey', sysConfig.configKey),
    equals('configType', sysConfig.configType, 1),
    daysOf(sysConfig.createTime),
  ],
  sortable: ['configId', 'configName', 'configKey', 'configType', 'createTime', 'updateTime'],
  order: [asc(sysConfig.configId)],
});

/** `GET /system/config/{configId}`. */
export async function getConfig(db: Executor, configId: number) {
  const [row] = await db.select().from(sysConfig).where(eq(sysConfig.configId, configId));
  if (!row) throw new ServiceError(CONFIG_NOT_FOUND_MSG);
  return wireRow(row);
}

async function keyTaken(db: Executor, configKey: string, exceptId: number | null): Promise<boolean> {
  const sameKey = eq(sysConfig.configKey, configKey);
  const [row] = await db
    .select({ configId: sysConfig.configId })
    .from(sysConfig)
    .where(exceptId === null ? sameKey : and(sameKey, ne(sysConfig.configId, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Runs a write whose key must be unique. The check gives the contract's message; the unique
 * index catches the rare race of two writers with one new key, answered with the same message.
 */
async function withUniqueKey<T>(
  db: Executor,
  input: ConfigInput,
  exceptId: number | null,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  if (await keyTaken(db, input.configKey, exceptId)) throw new ServiceError(message);
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError(message);
    throw error;
  }
}

/** `POST /system/config`: a new entry; answers its id. Readers see it at once: nothing caches config. */
export async function addConfig(db: Executor, user: LoginUser, input: ConfigInput): Promise<number> {
  return withUniqueKey(db, input, null, `新增参数'${input.configName}'失败，参数键名已存在`, async () => {
    const [row] = await db
      .insert(sysConfig)
      .values({ ...input, createBy: user.userName })
      .returning({ configId: sysConfig.configId });
    return row.configId;
  });
}

/** `PUT /system/config`: changes an entry, its key included (as the reference allows). */
export async function editConfig(db: Executor, user: LoginUser, configId: number, input: ConfigInput): Promise<void> {
  const [existing] = await db.select({ configId: sysConfig.configId }).from(sysConfig).where(eq(sysConfig.configId, configId));
  if (!existing) throw new ServiceError(CONFIG_NOT_FOUND_MSG);
  await withUniqueKey(db, input, configId, `修改参数'${input.configName}'失败，参数键名已存在`, async () => {
    const updated = await db
      .update(sysConfig)
      .set({ ...input, updateBy: user.userName, updateTime: new Date() })
      .where(eq(sysConfig.configId, configId))
      .returning({ configId: sysConfig.configId });
    if (updated.length === 0) throw new ServiceError(CONFIG_NOT_FOUND_MSG);
  });
}

/**
 * `DELETE /system/config/{configIds}`: all named entries or none. Built-in entries (type "Y")
 * are refused with the contract's message, trailing space included; rows are locked first so a
 * concurrent edit cannot turn one built-in between the check and the delete.
 */
export async function removeConfigs(db: Database, configIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ configId: sysConfig.configId, configKey: sysConfig.configKey, configType: sysConfig.configType })
      .from(sysConfig)
      .where(inArray(sysConfig.configId, configIds))
      .for('update');
    if (rows.length !== configIds.length) throw new ServiceError(CONFIG_NOT_FOUND_MSG);
    const byId = new Map(rows.map((row) => [row.configId, row]));
    const builtIn = configIds.map((id) => byId.get(id)!).find((row) => row.configType === 'Y');
    if (builtIn) throw new ServiceError(`内置参数【${builtIn.configKey}】不能删除 `);
    await tx.delete(sysConfig).where(inArray(sysConfig.configId, configIds));
  });
}
