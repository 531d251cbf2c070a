import { handleProdApi, prodApiOptionsFromConfig } from '@/lib/bff/prod-api';
import { writeTagsOf } from '@/lib/bff/revalidate-after-write';
import { ALL_CONTRACTS } from '@/root/contracts';

// Every call is per-user and must reach the API: nothing here may be cached or prerendered.
export const dynamic = 'force-dynamic';

const writes = writeTagsOf(ALL_CONTRACTS);
const handler = (request: Request) => handleProdApi(request, prodApiOptionsFromConfig(writes));

export { handler as GET, handler as POST, handler as PUT, handler as DELETE, handler as PATCH };
