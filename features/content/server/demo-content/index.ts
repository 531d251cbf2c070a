import type { Executor } from '@/lib/backend/db/client';
import { bllArticle, bllArticleType, bllLinks } from '@/features/content/tables';
import { sysConfig } from '@/features/system/tables';
import { articles11 } from './articles-11';
import { articles12 } from './articles-12';
import { articles20 } from './articles-20';
import { articles30 } from './articles-30';
import { articles41 } from './articles-41';
import { articles42 } from './articles-42';
import { articles50 } from './articles-50';
import { articles13 } from './articles-13';
import { articles60 } from './articles-60';
import { articles87 } from './articles-87';
import { articles88 } from './articles-88';
import { articles86 } from './articles-86';
import { articles102 } from './articles-102';
import { articles96 } from './articles-96';
import { categorySeeds } from './categories';
import { linkSeeds } from './links';
import { portalConfigSeeds } from './portal-config';
import type { DemoArticle } from './types';

/** `yyyy-MM-dd HH:mm:ss` in China time. */
function chinaTime(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}+08:00`);
}

const demoArticles: DemoArticle[] = [
  ...articles11,
  ...articles12,
  ...articles20,
  ...articles30,
  ...articles41,
  ...articles42,
  ...articles50,
  ...articles13,
  ...articles60,
  ...articles87,
  ...articles88,
  ...articles86,
  ...articles102,
  ...articles96,
];

function articleRow(article: DemoArticle): typeof bllArticle.$inferInsert {
  const time = chinaTime(article.publishTime);
  return {
    typeId: article.typeId,
    articleName: article.articleName,
    articleEsName: article.articleEsName ?? '',
    summary: article.summary,
    content: article.content,
    contentEs: article.contentEs ?? '',
    cover: article.cover ?? '',
    author: article.author,
    source: article.source,
    publishTime: time,
    status: '1',
    isTop: article.isTop ? '1' : '0',
    createBy: 'admin',
    createTime: time,
  };
}

/**
 * What a new portal shows before the association writes anything: the category tree and
 * navigation, five or more articles in every category (several also in English), friendly
 * links, and the footer's contact block and the upgrade notice as config entries.
 */
export async function seedDemoContent(tx: Executor): Promise<void> {
  await tx.insert(bllArticleType).values(categorySeeds);
  await tx.insert(bllArticle).values(demoArticles.map(articleRow));
  await tx.insert(bllLinks).values(linkSeeds);
  await tx.insert(sysConfig).values(portalConfigSeeds);
}
