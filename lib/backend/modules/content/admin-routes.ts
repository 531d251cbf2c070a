import type { Route } from '../../http/router';
import { articleAdminRoutes } from './article-admin-routes';
import { categoryAdminRoutes } from './category-admin-routes';
import { contentImageRoutes } from './content-image-routes';
import { linksAdminRoutes } from './links-admin-routes';

/** The content back office (issue 7): categories, articles, their pictures and friendly links under `/bll/...`. */
export const contentAdminRoutes: Route[] = [...categoryAdminRoutes, ...articleAdminRoutes, ...contentImageRoutes, ...linksAdminRoutes];
