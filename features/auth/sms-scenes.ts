/** The messages the portal sends, each a template of the SMS provider's: three codes and the renewal reminder. */
export const SMS_TEMPLATE_SCENES = ['register', 'login', 'reset', 'renewal'] as const;
export type SmsTemplateScene = (typeof SMS_TEMPLATE_SCENES)[number];
