import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { providerRefusal } from './sms-provider-errors';
import type { SmsMessage, SmsReceipt, SmsSender } from './sms-sender';
import { endpointParts, SMS_TIMEOUTS_MS, type SmsSettings } from './sms-settings';

type AliyunSettings = Extract<SmsSettings, { provider: 'aliyun' }>;

/**
 * Aliyun's SMS service (短信服务, API 2017-05-25) through its official SDK, which signs each
 * call with signature v3 (ACS3-HMAC-SHA256). A template takes its values by name.
 */
export class AliyunSmsSender implements SmsSender {
  readonly provider = 'aliyun';
  readonly keepsContent = false;
  private readonly client: Dysmsapi;

  constructor(private readonly settings: AliyunSettings) {
    const { protocol, host } = endpointParts(settings.endpoint);
    this.client = new Dysmsapi(
      new $OpenApiUtil.Config({
        accessKeyId: settings.accessKeyId,
        accessKeySecret: settings.accessKeySecret,
        regionId: settings.region,
        endpoint: host,
        protocol,
        connectTimeout: SMS_TIMEOUTS_MS.connect,
        readTimeout: SMS_TIMEOUTS_MS.answer,
      }),
    );
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    const template = this.settings.templates[message.scene];
    const request = new SendSmsRequest({
      phoneNumbers: message.phone,
      signName: this.settings.signName,
      templateCode: template.id,
      templateParam: JSON.stringify(Object.fromEntries(template.params.map((name) => [name, message.values[name]]))),
    });
    let answer: Awaited<ReturnType<Dysmsapi['sendSms']>>;
    try {
      answer = await this.client.sendSms(request);
    } catch (error) {
      // The SDK throws for an HTTP error (with the service's code, e.g. SignatureDoesNotMatch) and
      // for the network (with Node's, e.g. ECONNREFUSED).
      const { code, message: text } = error as { code?: unknown; message: string };
      throw providerRefusal(this.provider, typeof code === 'string' ? code : undefined, text);
    }
    // A refusal of the message itself comes as a 200 with its code.
    const body = answer.body;
    if (body?.code !== 'OK') throw providerRefusal(this.provider, body?.code, body?.message ?? 'no answer');
    return { messageId: body.bizId ?? '' };
  }
}
