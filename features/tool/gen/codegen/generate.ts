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
 * The languages the stock preview can highlight: ruoyi-ui 3.9.2 registers java, xml, html, vue,
 * javascript and typescript (with their aliases js and ts) and sql in highlight.js 9, and throws
 * "Unknown language" for any other.
 */
export const PREVIEW_LANGUAGES = ['java', 'xml', 'html', 'vue', 'js', 'javascript', 'ts', 'typescript', 'sql'] as const;
type PreviewLanguage = (typeof PREVIEW_LANGUAGES)[number];

/**
 * A preview key in the stock template form, `vm/<lang>/<label>.vm`, where `<label>` is
 * `<role>.<lang>`: the stock screens show the label as the tab's name and highlight the code in
 * the language after its first dot. A file whose own extension is not that language keeps its
 * extension in the role after a hyphen: `page-tsx.ts` (TSX, highlighted as TypeScript),
 * `messages-json.js` (JSON, highlighted as JavaScript).
 */
export const previewKeyOf = (role: string, language: PreviewLanguage) => `vm/${language}/${role}.${language}.vm`;

/**
 * Every file the generator writes for one table, in the order the preview shows them: in the
 * feature's folder its Drizzle table, the endpoints' contract, the backend's service and routes,
 * the typed client, the admin screen and its form; then the screen's words and the menu SQL. Paths are relative to the project's root; keys are
 * the stock preview's (`previewKeyOf`), one per file.
 */
export function generateFiles(spec: GenTableSpec, live: LiveColumn[] = []): GeneratedFile[] {
  const model = tableModelOf(spec, live);
  const { module, business } = model;
  const feature = `features/${module}/${business}`;
  return [
    { key: previewKeyOf('schema', 'ts'), path: `${feature}/tables.ts`, source: renderDrizzleTable(model) },
    { key: previewKeyOf('contract', 'ts'), path: `${feature}/contract.ts`, source: renderContract(model) },
    { key: previewKeyOf('service', 'ts'), path: `${feature}/server/${business}-service.ts`, source: renderService(model) },
    { key: previewKeyOf('routes', 'ts'), path: `${feature}/server/${business}-routes.ts`, source: renderRoutes(model) },
    { key: previewKeyOf('api', 'ts'), path: `${feature}/client/api.ts`, source: renderClient(model) },
    { key: previewKeyOf('page-tsx', 'ts'), path: `${feature}/screens/${business}-page.tsx`, source: renderPage(model) },
    { key: previewKeyOf('form-tsx', 'ts'), path: `${feature}/screens/${business}-form.tsx`, source: renderForm(model) },
    { key: previewKeyOf('messages-json', 'js'), path: `messages/${business}.zh.json`, source: renderMessages(model) },
    { key: previewKeyOf('menu', 'sql'), path: `${business}-menu.sql`, source: renderMenuSql(model) },
  ];
}
