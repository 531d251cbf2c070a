import type { sysConfig } from '@/features/system/tables';

type ConfigSeed = typeof sysConfig.$inferInsert;

export const CONFIG_KEYS = {
  captchaEnabled: 'sys.account.captchaEnabled',
  registerUser: 'sys.account.registerUser',
  blackIpList: 'sys.login.blackIPList',
  initPasswordModify: 'sys.account.initPasswordModify',
  passwordValidateDays: 'sys.account.passwordValidateDays',
  chrtype: 'sys.account.chrtype',
  initPassword: 'sys.user.initPassword',
} as const;

/** A built-in configuration entry (type "Y": it cannot be deleted). */
export function builtInConfig(configName: string, configKey: string, configValue: string, remark: string, configId?: number): ConfigSeed {
  return { configId, configName, configKey, configValue, configType: 'Y', createBy: 'admin', remark };
}

/** The contract's built-in configuration entries; the captcha switch comes from the first start. */
export function configSeeds(captchaEnabled: boolean): ConfigSeed[] {
  const entry = (configId: number, configName: string, configKey: string, configValue: string, remark: string) =>
    builtInConfig(configName, configKey, configValue, remark, configId);
  return [
    entry(
      1,
      '主框架页-默认皮肤样式名称',
      'sys.index.skinName',
      'skin-blue',
      '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow',
    ),
    entry(2, '用户管理-账号初始密码', CONFIG_KEYS.initPassword, randomInitialPassword(), '管理员新增或导入用户时的初始密码'),
    entry(3, '主框架页-侧边栏主题', 'sys.index.sideTheme', 'theme-dark', '深色主题theme-dark，浅色主题theme-light'),
    entry(4, '账号自助-验证码开关', CONFIG_KEYS.captchaEnabled, String(captchaEnabled), '是否开启验证码功能（true开启，false关闭）'),
    entry(5, '账号自助-是否开启用户注册功能', CONFIG_KEYS.registerUser, 'true', '是否开启手机号注册功能（true开启，false关闭）'),
    entry(6, '用户登录-黑名单列表', CONFIG_KEYS.blackIpList, '', '设置登录IP黑名单限制，多个匹配项以;分隔，支持匹配（*通配、网段）'),
    entry(
      7,
      '用户管理-初始密码修改策略',
      CONFIG_KEYS.initPasswordModify,
      '1',
      '0：初始密码修改策略关闭，没有任何提示，1：提醒用户，如果未修改初始密码，则在登录时就会提醒修改密码对话框',
    ),
    entry(
      8,
      '用户管理-账号密码更新周期',
      CONFIG_KEYS.passwordValidateDays,
      '0',
      '密码更新周期（填写数字，数据初始化值为0不限制，若修改必须为大于0小于365的正整数）',
    ),
    entry(
      9,
      '用户管理-密码字符范围',
      CONFIG_KEYS.chrtype,
      '0',
      '默认任意字符范围，0任意（密码可以输入任意字符），1数字（密码只能为0-9数字），2英文字母（密码只能为a-z和A-Z字母），3字母和数字（密码必须包含字母，数字）,4字母数字和特殊字符（目前支持的特殊字符包括：~!@#$%^&*()-=_+）',
    ),
  ];
}

/** The reference ships a public initial password; each portal gets its own instead. */
function randomInitialPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
