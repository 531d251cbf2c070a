import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time, so the browser gets no ICU parser (about 12 kB gzipped on
// every page); lib/format/message-template.ts turns a compiled message back into its template
// where an island fills its own placeholders.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time; jieba is a native module with its dictionary beside it.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', '@node-rs/jieba', 'alipay-sdk'],
  poweredByHeader: false,
  // Types are checked by `npm run lint` (tsc, a stage of `npm test`), not by every build: Next's
  // check of the whole tree took a minute of a first `npm start`, which only needs the code built.
  typescript: { ignoreBuildErrors: true },
  // Covers are resized for the width each page draws them at (components/portal/cover-image.tsx):
  // uploaded pictures, served through the API prefix, and the drawn demo covers.
  images: {
    localPatterns: [{ pathname: '/prod-api/profile/upload/**' }, { pathname: '/covers/**' }],
    deviceSizes: [375, 640, 828, 1080, 1280],
    imageSizes: [120, 200, 240, 400],
    formats: ['image/webp'],
  },
  // The server in front compresses (server.ts): the page cache keeps pages plain with its own
  // compressed copies, which a page Next compressed itself would not allow.
  compress: false,
  // Pages and data cached in this process's memory, never on disk across restarts (see the file).
  cacheHandler: path.resolve('lib/server/next-cache-handler.js'),
  cacheMaxMemorySize: 0,
  experimental: {
    // Each route's code loads when it is first asked for, so a portal whose readers never open the
    // admin does not hold the admin's modules in memory.
    preloadEntriesOnStart: false,
    // npm start's build (scripts/start.mjs) writes no build cache: writing it took a third of a
    // first start, which only needs the build; `npm run build` and `npm test` keep it for the next.
    turbopackFileSystemCacheForBuild: process.env.PORTAL_BUILD_CACHE !== 'off',
  },
};

export default withNextIntl(nextConfig);
