import { handleProdApi } from '@/lib/bff/prod-api';

// Every call is per-user and must reach the API: nothing here may be cached or prerendered.
export const dynamic = 'force-dynamic';

const handler = (request: Request) => handleProdApi(request);

export { handler as GET, handler as POST, handler as PUT, handler as DELETE, handler as PATCH };
