import { and, eq, ne } from 'drizzle-orm';
import { sysConfig, sysDictData, sysDictType } from '@/features/system/tables';
import { CONFIG_KEYS } from '@/features/system/server';
import { auditOf, idWhere, keepPortalRow, ownRows, syncRows, text, textOrNull, type ImportContext } from '../row-sync';
import type { SourceRow } from '../source-tables';

const DICT_TYPE = { table: sysDictType, id: sysDictType.dictId };
const DICT_DATA = { table: sysDictData, id: sysDictData.dictCode };
const CONFIG = { table: sysConfig, id: sysConfig.configId };

/**
 * Dictionary types and their values. A type or value the portal has (same type; same type and
 * value) keeps the portal's wording, which its screens are written around; the association's own
 * types and values come over.
 */
export async function importDictionaries(ctx: ImportContext, types: SourceRow[], data: SourceRow[]): Promise<void> {
  await syncRows(
    ctx,
    {
      ...ownRows(ctx, DICT_TYPE, 'dict_type', (row) => ({
        dictName: text(row.dict_name, 100),
        dictType: text(row.dict_type, 100),
        status: text(row.status, 1) || '0',
        ...auditOf(row, ctx.now),
        remark: textOrNull(row.remark, 500),
      })),
      match: (row) => idWhere(ctx, DICT_TYPE, eq(sysDictType.dictType, text(row.dict_type, 100))),
      merge: keepPortalRow,
    },
    types,
  );
  await syncRows(
    ctx,
    {
      ...ownRows(ctx, DICT_DATA, 'dict_label', (row) => ({
        dictSort: Number(row.dict_sort ?? 0),
        dictLabel: text(row.dict_label, 100),
        dictValue: text(row.dict_value, 100),
        dictType: text(row.dict_type, 100),
        cssClass: textOrNull(row.css_class, 100),
        listClass: textOrNull(row.list_class, 100),
        isDefault: text(row.is_default, 1) || 'N',
        status: text(row.status, 1) || '0',
        ...auditOf(row, ctx.now),
        remark: textOrNull(row.remark, 500),
      })),
      async match(row) {
        const typed = eq(sysDictData.dictType, text(row.dict_type, 100));
        return idWhere(ctx, DICT_DATA, and(typed, eq(sysDictData.dictValue, text(row.dict_value, 100))));
      },
      merge: keepPortalRow,
    },
    data,
  );
}

/**
 * The values RuoYi-Vue ships. A setting the portal has too keeps the portal's value while RuoYi's
 * is still this default (the portal's seeds are chosen for it: a random initial password where
 * RuoYi ships a public one), and takes RuoYi's once the association changed it.
 */
export const RUOYI_DEFAULTS: Record<string, string> = {
  'sys.index.skinName': 'skin-blue',
  [CONFIG_KEYS.initPassword]: '123456',
  'sys.index.sideTheme': 'theme-dark',
  [CONFIG_KEYS.captchaEnabled]: 'true',
  [CONFIG_KEYS.registerUser]: 'false',
  [CONFIG_KEYS.blackIpList]: '',
  [CONFIG_KEYS.initPasswordModify]: '1',
  [CONFIG_KEYS.passwordValidateDays]: '0',
  [CONFIG_KEYS.chrtype]: '0',
};

/** Settings whose meaning here differs from RuoYi's: never taken. */
const OWN_MEANING: Record<string, string> = {
  [CONFIG_KEYS.registerUser]: "here it opens members' sign-up by text message, in RuoYi the admin's self-registration",
};

/** Settings: a key only RuoYi has comes over; one both have follows RUOYI_DEFAULTS. */
export async function importConfig(ctx: ImportContext, rows: SourceRow[]): Promise<void> {
  const configKey = (row: SourceRow) => text(row.config_key, 100);
  await syncRows(
    ctx,
    {
      ...ownRows(ctx, CONFIG, 'config_key', (row) => ({
        configName: text(row.config_name, 100),
        configKey: configKey(row),
        configValue: text(row.config_value, 2000),
        configType: text(row.config_type, 1) || 'N',
        ...auditOf(row, ctx.now),
        remark: textOrNull(row.remark, 500),
      })),
      match: (row) => idWhere(ctx, CONFIG, eq(sysConfig.configKey, configKey(row))),
      async merge(row, configId) {
        const key = configKey(row);
        const value = text(row.config_value, 2000);
        if (key in OWN_MEANING) {
          if (value !== RUOYI_DEFAULTS[key])
            ctx.report.note(`sys_config ${key}: RuoYi's value ${JSON.stringify(value)} not taken: ${OWN_MEANING[key]}`);
          return false;
        }
        if (key in RUOYI_DEFAULTS && value === RUOYI_DEFAULTS[key]) return false;
        const changed = await ctx.tx
          .update(sysConfig)
          .set({ configValue: value, updateBy: text(row.update_by, 64), updateTime: ctx.now })
          .where(and(eq(sysConfig.configId, configId), ne(sysConfig.configValue, value)))
          .returning({ configId: sysConfig.configId });
        if (changed.length) ctx.report.note(`sys_config ${key}: RuoYi's value ${JSON.stringify(value)} taken`);
        return changed.length > 0;
      },
    },
    rows,
  );
}
