import { renderClient } from './render-client';
import { renderDrizzleTable } from './render-drizzle';
import { renderForm } from './render-form';
import { renderMenuSql } from './render-menu';
import { renderMessages } from './render-messages';
import { renderPage } from './render-page';
import { renderContract } from './render-contract';
import { renderRoutes } from './render-routes';
import { renderService } from './render-service';
import type { GeneratedFile, GenTableSpec, LiveColumn } from './spec';
import { tableModelOf } from './table-model';

/**
 * Every file the generator writes for one table, in the order the preview shows them: the
 * Drizzle table and, in the feature's folder, the endpoints' contract, the backend's service and routes, the typed client, the admin screen and its
 * form, the screen's words, and the menu SQL. Paths are relative to the project's root.
 */
export function generateFiles(spec: GenTableSpec, live: LiveColumn[] = []): GeneratedFile[] {
  const model = tableModelOf(spec, live);
  const { module, business } = model;
  const feature = `features/${module}/${business}`;
  return [
    { path: `lib/backend/db/schema/${business}.ts`, source: renderDrizzleTable(model) },
    { path: `${feature}/contract.ts`, source: renderContract(model) },
    { path: `${feature}/server/${business}-service.ts`, source: renderService(model) },
    { path: `${feature}/server/${business}-routes.ts`, source: renderRoutes(model) },
    { path: `${feature}/client/api.ts`, source: renderClient(model) },
    { path: `${feature}/screens/${business}-page.tsx`, source: renderPage(model) },
    { path: `${feature}/screens/${business}-form.tsx`, source: renderForm(model) },
    { path: `messages/${business}.zh.json`, source: renderMessages(model) },
    { path: `${business}-menu.sql`, source: renderMenuSql(model) },
  ];
}
