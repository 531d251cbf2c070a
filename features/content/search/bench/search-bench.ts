/**
 * The search part of `npm run bench` (scripts/bench.mjs runs it): a new embedded database with
 * the demo content and 10,000 generated articles, then the time to index them and the time of
 * each query, as rows of bench's targets (JSON on stdout). Run alone:
 * `npx tsx --conditions=react-server features/content/search/bench/search-bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, PGLITE_IN_MEMORY } from '@/lib/backend/db/client';
import { bllArticle } from '@/features/content/tables';
import { runSeeds } from '@/lib/backend/db/seeds';
import { serverSeeds } from '@/root/server-modules';
import { loadCategories, publicCategories } from '@/features/content/category/server';
import { indexStaleArticles } from '../server/search-index';
import { searchPublished, suggestTitles } from '../server/search-service';

const ARTICLES = Number(process.env.BENCH_SEARCH_ARTICLES ?? 10_000);
const ROUNDS = 20;
const P99_TARGET_MS = 50;

/** What readers type: common and rare words, Chinese and English, one word and several. */
const QUERIES = [
  '录音师',
  '混音',
  '母带处理',
  '话筒',
  '响度',
  '培训 报名',
  '沉浸式音频',
  '声学 测量',
  '协会 理事会',
  '证书',
  'mixing',
  'microphone placement',
  'loudness',
  'Dolby Atmos',
  '版权',
  '不存在的词语组合',
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const seeds = await serverSeeds();
  const database = await openDatabase({ databaseUrl: null, pgliteDir: PGLITE_IN_MEMORY }, (db) =>
    runSeeds(db, seeds, { adminPassword: 'Bench#search1', captchaEnabled: false, log: () => undefined }),
  );
  const { db } = database;
  // Generated articles: the demo's titles, summaries and bodies in new combinations, each in a public category.
  const demo = await db.select().from(bllArticle).orderBy(asc(bllArticle.id));
  const publicIds = publicCategories(await loadCategories(db)).map((row) => row.id);
  const sources = demo.filter((article) => publicIds.includes(article.typeId) && article.status === '1');
  const generated = Array.from({ length: ARTICLES }, (_, i) => {
    const [a, b] = [sources[i % sources.length], sources[(i * 7 + 3) % sources.length]];
    return {
      ...a,
      id: undefined,
      articleName: `${a.articleName}（${i + 1}）`,
      content: `${a.content}${b.content}`,
      contentEs: a.contentEs,
      publishTime: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000),
    };
  });
  for (let i = 0; i < generated.length; i += 500) {
    await db.insert(bllArticle).values(generated.slice(i, i + 500).map(({ id: _id, ...row }) => row));
  }
  const indexStart = performance.now();
  const indexed = await db.transaction((tx) => indexStaleArticles(tx));
  const indexSeconds = (performance.now() - indexStart) / 1000;

  const typeIds = publicIds.filter((id) => id !== 96);
  const filters = { typeIds, days: { beginTime: null, endTime: null }, englishOnly: false, lang: 'zh' as const };
  const times: number[] = [];
  const suggestTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      const page = { pageNum: 1 + (round % 3), pageSize: 20, offset: (round % 3) * 20 };
      let start = performance.now();
      await searchPublished(db, query, filters, page);
      times.push(performance.now() - start);
      start = performance.now();
      await suggestTitles(db, query.slice(0, 2), typeIds);
      suggestTimes.push(performance.now() - start);
    }
  }
  times.sort((x, y) => x - y);
  suggestTimes.sort((x, y) => x - y);
  const [{ count }] = await db.$count(bllArticle, eq(bllArticle.status, '1')).then((n) => [{ count: n }]);
  await database.close();
  const name = `search, ${count} articles (embedded)`;
  const rows = [
    { name: `${name}: index build (${indexed} articles)`, figure: `${indexSeconds.toFixed(1)} s`, threshold: '', holds: null },
    { name: `${name}: query p50`, figure: `${percentile(times, 50).toFixed(1)} ms`, threshold: '', holds: null },
    {
      name: `${name}: query p99`,
      figure: `${percentile(times, 99).toFixed(1)} ms`,
      threshold: `<= ${P99_TARGET_MS} ms`,
      holds: percentile(times, 99) <= P99_TARGET_MS,
    },
    {
      name: `${name}: suggestions p99`,
      figure: `${percentile(suggestTimes, 99).toFixed(1)} ms`,
      threshold: `<= ${P99_TARGET_MS} ms`,
      holds: percentile(suggestTimes, 99) <= P99_TARGET_MS,
    },
  ];
  process.stdout.write(`${JSON.stringify(rows)}\n`);
}

void main();
