import { INVALID_PHONE_MSG, SMS_FAILED_MSG } from './sms-delivery';
import { SmsDeliveryError } from './sms-sender';

/** The reader's words for the providers' codes a reader can act on; any other code is a plain failure. */
const READER_MESSAGES: [RegExp, string][] = [
  // Aliyun's and Tencent's limits per number (a minute, an hour, a day).
  [/^isv\.(BUSINESS|DAY)_LIMIT_CONTROL$|^LimitExceeded\.PhoneNumber/, '该手机号码发送次数过多，请稍后再试'],
  [/^isv\.MOBILE_NUMBER_ILLEGAL$|^InvalidParameterValue\.IncorrectPhoneNumber$/, INVALID_PHONE_MSG],
];

/** A provider's refusal as the reader sees it, with the provider's own words kept for the outbox and the log. */
export function providerRefusal(provider: string, code: string | undefined, message: string): SmsDeliveryError {
  const readerMessage = code ? READER_MESSAGES.find(([pattern]) => pattern.test(code))?.[1] : undefined;
  return new SmsDeliveryError(readerMessage ?? SMS_FAILED_MSG, `${provider}: ${code ? `${code}: ` : ''}${message}`);
}
