import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

/** Next 16's request gate (formerly middleware.ts): locale routing for every page. */
export default createMiddleware(routing);

export const config = {
  // Pages only: not the API, Next's own files, or anything with a file extension.
  matcher: ['/((?!prod-api|_next|_vercel|.*\\..*).*)'],
};
