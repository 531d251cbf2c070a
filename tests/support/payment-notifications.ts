import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationReading, PaymentProvider, PaymentRequest } from '@/lib/payments/payment-provider';

/** A membership fee of ¥88 paid from a computer, its page open for two hours. */
export const paymentRequest = (orderNo: string, notifyUrl: string, overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderNo,
  amountFen: 8800,
  subject: '录音师协会个人会员会费',
  device: 'desktop',
  clientIp: '203.0.113.9',
  notifyUrl,
  returnUrl: `https://portal.example.org/memberShip?order=${orderNo}`,
  expiresAt: new Date(Date.now() + 2 * 3600_000),
  ...overrides,
});

export interface NotificationListener {
  url: string;
  /** What the provider made of each notification, in order. */
  readings: NotificationReading[];
  close(): Promise<void>;
}

/** A notify URL on the loopback that reads each notification with `provider()` and answers as it says. */
export async function notificationListener(provider: () => PaymentProvider, path: string): Promise<NotificationListener> {
  const readings: NotificationReading[] = [];
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const headers = new Headers(req.headers as Record<string, string>);
      const reading = provider().readNotification({ headers, body: Buffer.concat(parts).toString() });
      readings.push(reading);
      const answer = provider().answer(reading.verdict !== 'refused');
      res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    readings,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
