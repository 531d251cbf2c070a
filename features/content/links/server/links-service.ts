import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllLinks } from '@/features/content/tables';

/** The enabled friendly links in their order. */
export function listLinks(db: Executor) {
  return db
    .select({
      id: bllLinks.id,
      linkName: bllLinks.linkName,
      linkEsName: bllLinks.linkEsName,
      linkUrl: bllLinks.linkUrl,
      orderNum: bllLinks.orderNum,
    })
    .from(bllLinks)
    .where(eq(bllLinks.status, '0'))
    .orderBy(asc(bllLinks.orderNum), asc(bllLinks.id));
}
