/** The plain 404 of the routes that answer files rather than pages (feeds, child sitemaps). */
export const notFoundAnswer = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
