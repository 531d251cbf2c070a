/** Where text messages go: the outbox table only (the default), or a provider's SMS service. */
export const SMS_PROVIDERS = ['outbox', 'aliyun', 'tencent'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** The messages the portal sends, each a template of the SMS provider's: three codes and the renewal reminder. */
export const SMS_TEMPLATE_SCENES = ['register', 'login', 'reset', 'renewal'] as const;
export type SmsTemplateScene = (typeof SMS_TEMPLATE_SCENES)[number];
