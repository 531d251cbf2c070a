import type { Agent } from 'node:http';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import { providerRefusal } from './sms-provider-errors';
import type { SmsMessage, SmsReceipt, SmsSender } from './sms-sender';
import { endpointParts, SMS_TIMEOUTS_MS, type SmsSettings } from './sms-settings';

type TencentSettings = Extract<SmsSettings, { provider: 'tencent' }>;
type Client = InstanceType<typeof sms.v20210111.Client>;

/**
 * Tencent Cloud's SMS service (API 2021-01-11) through its official SDK, which signs each call
 * with TC3-HMAC-SHA256. A template takes its values by position.
 */
export class TencentSmsSender implements SmsSender {
  readonly provider = 'tencent';
  readonly keepsContent = false;
  private readonly client: Client;

  /** `agent` is how the connection is made (tests route the service's host to a local endpoint). */
  constructor(
    private readonly settings: TencentSettings,
    agent?: Agent,
  ) {
    const { protocol, host } = endpointParts(settings.endpoint);
    this.client = new sms.v20210111.Client({
      credential: { secretId: settings.secretId, secretKey: settings.secretKey },
      region: settings.region,
      profile: { httpProfile: { endpoint: host, protocol: `${protocol}://`, reqTimeout: SMS_TIMEOUTS_MS.answer / 1000, agent } },
    });
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    const template = this.settings.templates[message.scene];
    let answer: Awaited<ReturnType<Client['SendSms']>>;
    try {
      answer = await this.client.SendSms({
        PhoneNumberSet: [`+86${message.phone}`],
        SmsSdkAppId: this.settings.sdkAppId,
        SignName: this.settings.signName,
        TemplateId: template.id,
        TemplateParamSet: template.params.map((name) => message.values[name]),
      });
    } catch (error) {
      // The SDK throws the service's error (with its code) and the network's (without).
      const { code, message: text } = error as { code?: unknown; message: string };
      throw providerRefusal(this.provider, typeof code === 'string' ? code : undefined, text);
    }
    // A refusal of the one number comes as a 200 with its code.
    const status = answer.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') throw providerRefusal(this.provider, status?.Code, status?.Message ?? 'no answer');
    return { messageId: status.SerialNo ?? '' };
  }
}
