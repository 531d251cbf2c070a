/** Where text messages go: the outbox table only (the default), or a provider's SMS service. */
export const SMS_PROVIDERS = ['outbox', 'aliyun', 'tencent'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** The outcomes of sys_sms_outbox.status, as sys_common_status writes them. */
export const SMS_STATUS = { delivered: '0', failed: '1' } as const;

/** The messages the portal sends, each a template of the SMS provider's: three codes and the renewal reminder. */
export const SMS_TEMPLATE_SCENES = ['register', 'login', 'reset', 'renewal'] as const;
export type SmsTemplateScene = (typeof SMS_TEMPLATE_SCENES)[number];
