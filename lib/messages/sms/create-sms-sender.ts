import type { Agent } from 'node:http';
import { OutboxSmsSender, type SmsSender } from './sms-sender';
import type { SmsSettings } from './sms-settings';

/**
 * The sender SMS_PROVIDER chose. A provider's SDK is loaded only when it is the one chosen, so
 * the default portal carries neither. `agent` makes Tencent's connections (tests route its host
 * to a local endpoint, since its SDK names the signed service after the endpoint's first label).
 */
export async function createSmsSender(settings: SmsSettings, log: (message: string) => void, agent?: Agent): Promise<SmsSender> {
  switch (settings.provider) {
    case 'outbox':
      return new OutboxSmsSender(log);
    case 'aliyun': {
      const { AliyunSmsSender } = await import('./aliyun-sms-sender');
      return new AliyunSmsSender(settings);
    }
    case 'tencent': {
      const { TencentSmsSender } = await import('./tencent-sms-sender');
      return new TencentSmsSender(settings, agent);
    }
  }
}
