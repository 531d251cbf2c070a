/**
 * What the portal asks of an online payment provider, in its own terms: amounts in fen, one
 * order number per payment, and answers already checked against the provider's signature. Each
 * provider (Alipay, WeChat Pay) is one implementation; the orders feature never sees a
 * provider's wire format.
 */

export const ONLINE_CHANNELS = ['alipay', 'wechat'] as const;
export type OnlineChannel = (typeof ONLINE_CHANNELS)[number];

/** Where the payer is: a computer gets Alipay's page or a WeChat QR code, a phone their mobile pages. */
export type PayDevice = 'desktop' | 'mobile';

export interface PaymentRequest {
  orderNo: string;
  amountFen: number;
  /** What the payer's app shows: the association and the purpose. */
  subject: string;
  device: PayDevice;
  /** The payer's address (WeChat's H5 payment asks for it). */
  clientIp: string;
  /** Where the provider sends its notification. */
  notifyUrl: string;
  /** Where the payer's browser returns after paying (Alipay's pages, WeChat's H5). */
  returnUrl: string;
  /** After this the provider no longer takes the payment. */
  expiresAt: Date;
}

/** How the payer pays: open a page of the provider's, or scan a code with the phone. */
export type PaymentStart = { payUrl: string } | { codeUrl: string };

/** A payment the provider has taken, as it says (a notification or a query's answer). */
export interface ProviderPayment {
  orderNo: string;
  transactionId: string;
  amountFen: number;
  paidAt: Date;
}

/** What the provider says of an order when asked. */
export type ProviderOrderState =
  | { state: 'paid'; payment: ProviderPayment; answer: unknown }
  | { state: 'open'; answer: unknown }
  | { state: 'closed'; answer: unknown }
  /** The provider has no such order: the payer never opened its page. */
  | { state: 'unknown'; answer: unknown };

export interface RefundRequest {
  orderNo: string;
  refundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
  notifyUrl: string;
}

export interface RefundResult {
  /** `done`: the money is on its way back; `pending`: the provider says so later, in a notification (WeChat's PROCESSING). */
  state: 'done' | 'pending';
  refundId: string;
  answer: unknown;
}

/** A notification the provider sent, once its signature and merchant are checked. */
export type NotificationReading =
  | { verdict: 'paid'; payment: ProviderPayment; notice: unknown }
  /** A refund the provider answered as processing has ended: the money is back (`done`), or it could not be (`failed`). */
  | { verdict: 'refund'; refundNo: string; state: 'done' | 'failed'; notice: unknown }
  /** Signed and ours, but neither a payment nor a refund's end: acknowledged, nothing changes. */
  | { verdict: 'other'; notice: unknown }
  | { verdict: 'refused'; problem: string };

/** The answer a provider expects to a notification: taken, or to be sent again. */
export interface NotificationAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentProvider {
  readonly channel: OnlineChannel;
  start(request: PaymentRequest): Promise<PaymentStart>;
  query(orderNo: string): Promise<ProviderOrderState>;
  close(orderNo: string): Promise<void>;
  refund(request: RefundRequest): Promise<RefundResult>;
  readNotification(request: { headers: Headers; body: string }): NotificationReading;
  answer(taken: boolean): NotificationAnswer;
}

/**
 * The codes that leave it open whether the provider did what it was asked: it was not reached,
 * its answer could not be believed, or it said it failed inside (Alipay's ACQ.SYSTEM_ERROR, WeChat
 * Pay's SYSTEM_ERROR). Both providers take the same request again, with the same number, as the
 * same one: a retry settles it.
 */
const UNCERTAIN_CODES = new Set(['UNREACHABLE', 'SIGNATURE', 'SYSTEM_ERROR', 'ACQ.SYSTEM_ERROR', 'aop.ACQ.SYSTEM_ERROR']);

/** A provider's refusal or an unreachable provider: the message names the provider's code where it gave one. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly answer?: unknown,
  ) {
    super(message);
  }

  /** Whether the provider may have done it all the same (else it surely refused). */
  get uncertain(): boolean {
    return UNCERTAIN_CODES.has(this.code);
  }
}

/**
 * The channels a payer is offered, in the order the pay step shows them: those switched on, and
 * only with the public address their notifications come back to.
 */
export const offeredChannels = (providers: Partial<Record<OnlineChannel, PaymentProvider>>, siteOrigin: string | null): OnlineChannel[] =>
  siteOrigin ? ONLINE_CHANNELS.filter((channel) => providers[channel]) : [];
