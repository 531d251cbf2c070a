import { renderClient } from './render-client';
import { renderDrizzleTable } from './render-drizzle';
import { renderForm } from './render-form';
import { renderMenuSql } from './render-menu';
import { renderMessages } from './render-messages';
import { renderPage } from './render-page';
import { renderContract, renderRoutes } from './render-routes';
import { renderService } from './render-service';
import type { GeneratedFile, GenTableSpec, LiveColumn } from './spec';
import { tableModelOf } from './table-model';

/**
 * Every file the generator writes for one table, in the order the preview shows them: the
 * Drizzle table, the endpoints' contract, the backend's service and routes, the typed client, the admin screen and its
 * form, the screen's words, and the menu SQL. Paths are relative to the project's root.
 */
export function generateFiles(spec: GenTableSpec, live: LiveColumn[] = []): GeneratedFile[] {
  const model = tableModelOf(spec, live);
  const { module, business } = model;
  const screen = `components/admin/pages/${module}/${business}`;
  return [
    { path: `lib/backend/db/schema/${business}.ts`, source: renderDrizzleTable(model) },
    { path: `features/${module}/${business}/contract.ts`, source: renderContract(model) },
    { path: `lib/backend/modules/${module}/${business}-service.ts`, source: renderService(model) },
    { path: `lib/backend/modules/${module}/${business}-routes.ts`, source: renderRoutes(model) },
    { path: `lib/api/${business}.ts`, source: renderClient(model) },
    { path: `${screen}/${business}-page.tsx`, source: renderPage(model) },
    { path: `${screen}/${business}-form.tsx`, source: renderForm(model) },
    { path: `messages/${business}.zh.json`, source: renderMessages(model) },
    { path: `${business}-menu.sql`, source: renderMenuSql(model) },
  ];
}
