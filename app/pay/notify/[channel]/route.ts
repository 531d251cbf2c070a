import { forwardPublicCall } from '@/lib/bff/public-call';

// A provider's notification: every one must reach the API.
export const dynamic = 'force-dynamic';

/** `POST /pay/notify/alipay` and `/pay/notify/wechat`: the address each provider is given for its notifications. */
export async function POST(request: Request, { params }: { params: Promise<{ channel: string }> }) {
  const { channel } = await params;
  return forwardPublicCall(request, `/pay/notify/${encodeURIComponent(channel)}`);
}
