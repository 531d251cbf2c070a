import { can, defineContracts } from '@/lib/contract/contract';

/**
 * The API documents, for the holders of the stock menu's permission (系统接口). The stock menu
 * shows them in a frame, whose requests carry only the stock client's cookie, never its header.
 */
const READ_DOCS = { access: can('tool:swagger:list'), answersFile: true, cookieToken: true } as const;

export const swagger = defineContracts(
  {},
  {
    // GET /v3/api-docs – the API as an OpenAPI 3.1 document, generated from the contracts
    apiDocs: { method: 'GET', path: '/v3/api-docs', ...READ_DOCS },
    // GET /swagger-ui/:file – Swagger UI (swagger-ui-dist) reading that document; the stock menu opens /swagger-ui/index.html in a frame
    swaggerUi: { method: 'GET', path: '/swagger-ui/:file', ...READ_DOCS },
  },
);
