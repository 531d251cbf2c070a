import { z } from '@/lib/contract/zod';
import { contractMethods, type Contract, type ContractEntry } from './contract';

type Json = Record<string, unknown>;

const ENVELOPE_SCHEMA: Json = {
  type: 'object',
  description:
    'AjaxResult: the status is `code` (200 success, 401 signed out, 403 no permission, 500 refused, 601 warning), never the HTTP status.',
  required: ['code', 'msg'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} },
};

const TABLE_SCHEMA: Json = {
  type: 'object',
  description: 'TableDataInfo: one page of rows and the total of all.',
  required: ['code', 'msg', 'rows', 'total'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, rows: { type: 'array', items: {} }, total: { type: 'integer' } },
};

/** `/system/user/:userIds` as OpenAPI writes it: `/system/user/{userIds}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The body's JSON Schema, as the client sends it (before the schema's own coercions). */
function requestBodyOf(contract: Contract): Json | undefined {
  if (!contract.input) return undefined;
  const schema = z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as Json;
  delete schema.$schema;
  return { required: true, content: { 'application/json': { schema } } };
}

function answersOf(contract: Contract): Json {
  if (contract.answersFile) {
    return {
      '200': {
        description: 'The file, or an envelope saying why not',
        content: {
          'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
          'application/json': { schema: { $ref: '#/components/schemas/Envelope' } },
        },
      },
    };
  }
  const table = /\/list$|List$/.test(contract.path);
  return {
    '200': {
      description: table ? 'A page of rows' : 'The envelope',
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${table ? 'TableData' : 'Envelope'}` } } },
    },
  };
}

/** How a call names its caller: a bearer token, and for the reads a frame or an `<img>` makes, the stock client's cookie too. */
function securityOf(contract: Contract): Json[] {
  const cookie = contract.cookieToken ? [{ tokenCookie: [] }] : [];
  // An anonymous call names a caller only if it likes (`{}`: no token at all).
  return contract.access === 'anonymous' ? (cookie.length ? [{}, { bearer: [] }, ...cookie] : []) : [{ bearer: [] }, ...cookie];
}

function operationOf({ feature, group, name, contract }: ContractEntry, method: string): Json {
  const parameters = [...contract.path.matchAll(/:(\w+)/g)].map(([, param]) => ({
    name: param,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const body = method === 'GET' ? undefined : requestBodyOf(contract);
  return {
    operationId: contractMethods(contract).length > 1 ? `${group}.${name}.${method.toLowerCase()}` : `${group}.${name}`,
    tags: [feature],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    security: securityOf(contract),
    ...(typeof contract.access === 'object' ? { 'x-permission': contract.access.permission } : {}),
    ...(contract.log ? { 'x-operation-log': contract.log } : {}),
    ...(contract.tags ? { 'x-revalidates': typeof contract.tags === 'function' ? 'by path and answer' : contract.tags } : {}),
    responses: answersOf(contract),
  };
}

/**
 * The API as an OpenAPI 3.1 document, from the contracts alone: every path and method, who may
 * call it (a bearer token, and the permission string as `x-permission`), its body's schema where
 * the contract has one, the operation-log line and the public caches it revalidates.
 */
export function openApiDocument(entries: readonly ContractEntry[], info: { title: string; version: string }): Json {
  const paths: Record<string, Json> = {};
  for (const entry of entries) {
    const item = (paths[openApiPath(entry.contract.path)] ??= {});
    for (const method of contractMethods(entry.contract)) item[method.toLowerCase()] = operationOf(entry, method);
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/prod-api' }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token `/login` answers (the BFF sends it for a signed-in browser).' },
        tokenCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'Admin-Token',
          description:
            'The same token in the cookie the stock RuoYi client keeps it in, for GET only: its frames and pictures send no header.',
        },
      },
      schemas: { Envelope: ENVELOPE_SCHEMA, TableData: TABLE_SCHEMA },
    },
  };
}
