import { z } from '@/lib/contract/zod';
import { CONTRACT_ENTRIES } from './contracts';
import { defineContracts, contractMethods } from '@/lib/contract/contract';
import { openApiDocument } from '@/lib/contract/openapi';

type Operation = Record<string, unknown> & { operationId: string; parameters?: { name: string }[] };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

const INFO = { title: 'portal', version: '1' };

test('every contract of the API is an operation, under its path and method', () => {
  const doc = openApiDocument(CONTRACT_ENTRIES, INFO) as Doc;
  expect(doc.openapi).toBe('3.1.0');
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const expected = CONTRACT_ENTRIES.flatMap(({ contract }) =>
    contractMethods(contract).map((method) => `${method} ${contract.path.replace(/:(\w+)/g, '{$1}')}`),
  );
  expect(operations.sort()).toEqual(expected.sort());
  const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
  expect(new Set(ids).size).toBe(ids.length);
});

test('access, path parameters, the log line and the stale tags come from the contract', () => {
  const doc = openApiDocument(CONTRACT_ENTRIES, INFO) as Doc;
  const remove = doc.paths['/system/dict/data/{dictCodes}'].delete;
  expect(remove).toMatchObject({
    operationId: 'dictData.remove',
    tags: ['system/dict'],
    parameters: [{ name: 'dictCodes', in: 'path', required: true }],
    security: [{ bearer: [] }],
    'x-permission': 'system:dict:remove',
    'x-operation-log': { title: '字典数据', businessType: 3 },
  });
  expect(doc.paths['/login'].post.security).toEqual([]);
  // The reads a stock client's frame or `<img>` makes may name the caller by its cookie.
  expect(doc.paths['/v3/api-docs'].get.security).toEqual([{ bearer: [] }, { tokenCookie: [] }]);
  expect(doc.paths['/profile/upload/{year}/{month}/{day}/{name}'].get.security).toEqual([{}, { bearer: [] }, { tokenCookie: [] }]);
  expect(doc.paths['/system/config'].put['x-revalidates']).toEqual(['content:settings']);
});

test("a contract's input becomes the request body's JSON Schema", () => {
  const demo = defineContracts(
    { title: '演示' },
    {
      add: {
        method: 'POST',
        path: '/demo',
        access: { permission: 'demo:add' },
        input: z.object({ name: z.string().max(20), sort: z.number().int().optional() }),
      },
    },
  );
  const doc = openApiDocument([{ feature: 'demo', group: 'demo', name: 'add', contract: demo.add }], INFO) as Doc;
  expect(doc.paths['/demo'].post.requestBody).toEqual({
    required: true,
    content: {
      'application/json': {
        schema: expect.objectContaining({
          type: 'object',
          properties: { name: { type: 'string', maxLength: 20 }, sort: expect.objectContaining({ type: 'integer' }) },
          required: ['name'],
        }),
      },
    },
  });
});
