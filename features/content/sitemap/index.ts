// The public face of features/content/sitemap: what other features may use of it.
export { type SitemapArticle } from './sitemap-document';
