import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { isAdminPath } from './lib/admin/resolve-page';
import { REDIRECT_HELPER, redirectHelperTarget } from './lib/admin/redirect-helper';
import { getConfig } from './lib/config';
import { apiGet } from './lib/content/api-get';
import { gateOf, gateRedirect, rewriteOf } from './lib/rules/member-gate';
import { needsSession, routePublicPage } from './lib/seo/public-routes';
import { SESSION_COOKIE, unsealSession } from './lib/session';
import { auth } from '@/features/auth/contract';

const handleLocale = createMiddleware(routing);

/**
 * The path as Next routes it: `/%44eclare` reaches the Declare pages, so the gates below must
 * see `/Declare`. A path that does not decode is left as it is (the server answers it 400).
 */
function routedPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

/**
 * Next 16's request gate (formerly middleware.ts): query-string pages and page aliases go to
 * their cached routes, admin and member-only pages need a session, the member area needs a
 * session or a paid membership (lib/member-gate.ts), and every other page gets locale routing.
 */
export default async function proxy(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const pathname = routedPath(request.nextUrl.pathname);
  // The path routes behind the query-string pages are not addresses of their own.
  const internal = /^(\/en)?\/(article\/|areaxList\/|articleList\/|members\/|member-sign-up)/.exec(pathname);
  if (internal) return NextResponse.rewrite(new URL(`/${internal[1] ? 'en' : 'zh'}/404`, request.url));
  if (isAdminPath(pathname)) {
    // The admin layout reads the user and routes itself; here a reader without a session is sent to sign in.
    const token = await unsealSession(request.cookies.get(SESSION_COOKIE)?.value, getConfig().sessionSecret);
    if (!token) {
      // The refresh helper needs no session of its own: a public page it names is public.
      const helper = REDIRECT_HELPER.exec(request.nextUrl.pathname);
      const target = helper
        ? redirectHelperTarget(helper[1] ? 'en' : 'zh', helper[2], request.nextUrl.search)
        : gateRedirect(pathname, request.nextUrl.search, false);
      return NextResponse.redirect(new URL(target, request.url));
    }
    return handleLocale(request);
  }
  const gate = gateOf(pathname);
  if (gate) {
    const token = await unsealSession(request.cookies.get(SESSION_COOKIE)?.value, getConfig().sessionSecret);
    // The member check asks the API, so a membership confirmed a moment ago opens the pages at once.
    const info = token ? await apiGet<never>(auth.getInfo.path, token, request.headers.get('x-request-id')).catch(() => null) : null;
    const signedIn = info?.code === 200;
    // When the API cannot answer, the page decides (it checks again where it reads, and shows
    // the error page) rather than a signed-in reader being sent to sign in.
    const outage = token !== null && info?.code !== 200 && info?.code !== 401;
    if (!outage && (!signedIn || (gate === 'member' && (info as { isMember?: boolean }).isMember !== true))) {
      return NextResponse.redirect(new URL(gateRedirect(pathname, request.nextUrl.search, signedIn), request.url));
    }
    const rewrite = rewriteOf(pathname);
    return rewrite ? NextResponse.rewrite(new URL(`${rewrite}${request.nextUrl.search}`, request.url)) : handleLocale(request);
  }
  // The cookie is unsealed only where a page needs a session.
  const signedIn =
    needsSession(searchParams) && (await unsealSession(request.cookies.get(SESSION_COOKIE)?.value, getConfig().sessionSecret)) !== null;
  const decision = routePublicPage(pathname, searchParams, signedIn);
  if (decision?.kind === 'redirect') return NextResponse.redirect(new URL(decision.path, request.url));
  if (decision?.kind === 'rewrite') return NextResponse.rewrite(new URL(decision.path, request.url));
  const routed = handleLocale(request);
  // The page that says a reader may not see what they asked for answers as HTTP says it.
  return UNAUTHORIZED_PAGE.test(pathname) ? new NextResponse(null, { status: 401, headers: routed.headers }) : routed;
}

const UNAUTHORIZED_PAGE = /^(?:\/en)?\/401\/?$/;

export const config = {
  // Pages only: not the API, Next's own files, or anything with a file extension.
  matcher: ['/((?!prod-api|pay/notify/|_next|_vercel|.*\\..*).*)'],
};
