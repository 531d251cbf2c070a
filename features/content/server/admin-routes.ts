import type { Route } from '@/lib/backend/http/router';
import { articleAdminRoutes } from '../article/server/article-admin-routes';
import { categoryAdminRoutes } from '../category/server/category-admin-routes';
import { contentImageRoutes } from '../article/server/content-image-routes';
import { linksAdminRoutes } from '../links/server/links-admin-routes';

/** The content back office (issue 7): categories, articles, their pictures and friendly links under `/bll/...`. */
export const contentAdminRoutes: Route[] = [...categoryAdminRoutes, ...articleAdminRoutes, ...contentImageRoutes, ...linksAdminRoutes];
