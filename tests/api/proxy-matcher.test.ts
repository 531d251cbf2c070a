import { config } from '@/proxy';

// Only the matcher is under test; next-intl ships ES modules Jest cannot load.
jest.mock('next-intl/middleware', () => ({ __esModule: true, default: () => () => undefined }));
jest.mock('next-intl/routing', () => ({ defineRouting: (routing: unknown) => routing }));

/**
 * Which paths go through proxy.ts, matched the way Next matches them. The proxy is a request
 * gate for pages only: Next buffers a body it passes on at 10 MB, so an upload through it would
 * be cut short, and the BFF checks what it needs on its own.
 */
// Next's own matcher compiler: internal and untyped, but the regexps it makes are the ones Next tests paths with.
const { getMiddlewareMatchers } = jest.requireActual('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers(matcher: string[], nextConfig: { basePath: string; i18n: null }): { regexp: string }[];
};
const matchers = getMiddlewareMatchers(config.matcher, { basePath: '', i18n: null }).map((matcher) => new RegExp(matcher.regexp));
const gated = (path: string) => matchers.some((matcher) => matcher.test(path));

describe('the paths proxy.ts sees', () => {
  test('never the BFF: uploads and every other API call reach it untouched', () => {
    for (const path of [
      '/prod-api',
      '/prod-api/common/upload',
      '/prod-api/system/user/profile/avatar',
      '/prod-api/system/user/importData',
      '/prod-api/login',
      '/prod-api/profile/upload/2026/08/18/a.png',
    ]) {
      expect({ path, gated: gated(path) }).toEqual({ path, gated: false });
    }
  });

  test('every page it guards, in both languages', () => {
    for (const path of [
      '/',
      '/index',
      '/system/user',
      '/en/system/user',
      '/monitor/job',
      '/personal',
      '/en/Declare/taskList',
      '/Membership',
      '/article',
      '/areaxList',
      '/members/96/1/20',
    ]) {
      expect({ path, gated: gated(path) }).toEqual({ path, gated: true });
    }
  });
});
