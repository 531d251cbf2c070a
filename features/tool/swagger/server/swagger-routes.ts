import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { swagger } from '@/features/tool/swagger/contract';
import { fail, jsonResponse } from '@/lib/backend/http/envelope';
import type { Route } from '@/lib/backend/http/router';
import { openApiDocument } from '@/lib/contract/openapi';
import packageJson from '@/package.json';

// Read from the installed package, as the migrations are read from the project folder the server runs in.
const SWAGGER_UI_DIR = path.join(process.cwd(), 'node_modules/swagger-ui-dist');

/** The files of swagger-ui-dist the page needs, by name: nothing else of the package (or beyond it) is served. */
const UI_FILES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-16x16.png': 'image/png',
  'favicon-32x32.png': 'image/png',
};

/**
 * The package's initializer points at a demo API; this one reads ours, relative to the page, so
 * it works under any API prefix (`/prod-api`, a stock client's `/dev-api`).
 */
const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '../v3/api-docs',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
};
`;

/** The page runs in the admin screen's frame: framed by this site only, its own scripts only (Swagger UI styles inline). */
const UI_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, max-age=3600',
};

const cached = new Map<string, Buffer>();

async function uiFile(name: string): Promise<Buffer> {
  let bytes = cached.get(name);
  if (!bytes) {
    bytes = name === INITIALIZER_NAME ? Buffer.from(INITIALIZER) : await readFile(path.join(SWAGGER_UI_DIR, name));
    cached.set(name, bytes);
  }
  return bytes;
}

const INITIALIZER_NAME = 'swagger-initializer.js';
const contentTypeOf = (name: string) =>
  name === INITIALIZER_NAME ? UI_FILES['swagger-ui-bundle.js'] : Object.hasOwn(UI_FILES, name) ? UI_FILES[name] : undefined;

/** The API documents (系统接口): the OpenAPI document and the Swagger UI page that reads it. */
export const swaggerRoutes: Route[] = [
  {
    contract: swagger.apiDocs,
    handler: async (ctx) =>
      new Response(JSON.stringify(openApiDocument(ctx.deps.contracts, { title: packageJson.description, version: packageJson.version })), {
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' },
      }),
  },
  {
    contract: swagger.swaggerUi,
    handler: async (ctx) => {
      const name = ctx.params.file;
      const contentType = contentTypeOf(name);
      if (!contentType) return jsonResponse(fail('文件不存在', 404));
      return new Response(new Uint8Array(await uiFile(name)), { headers: { 'content-type': contentType, ...UI_HEADERS } });
    },
  },
];
