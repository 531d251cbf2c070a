import { featureSuite, type Call } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';

let admin: Call;
let member: Person;
featureSuite({ people: ['member'] }, (suite) => {
  ({ admin, member } = suite);
});

describe('API documents', () => {
  test('/v3/api-docs is the OpenAPI document of every contract, for the holders of tool:swagger:list', async () => {
    const answer = await admin('GET', '/v3/api-docs');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.body).toMatchObject({ openapi: '3.1.0', info: { version: expect.any(String) } });
    const paths = answer.body.paths as Record<string, Record<string, { 'x-permission'?: string }>>;
    expect(paths['/system/post/list'].get['x-permission']).toBe('system:post:list');
    expect(paths['/system/notice/listTop'].get).toBeDefined();
    expect(paths['/v3/api-docs'].get['x-permission']).toBe('tool:swagger:list');
    expect((await member.call('GET', '/v3/api-docs')).body).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
  });

  test('Swagger UI is served from swagger-ui-dist, framed by this site only, reading our document', async () => {
    const page = await admin('GET', '/swagger-ui/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.bytes.toString()).toContain('<div id="swagger-ui"></div>');
    const initializer = await admin('GET', '/swagger-ui/swagger-initializer.js');
    expect(initializer.bytes.toString()).toContain("url: '../v3/api-docs'");
    expect((await admin('GET', '/swagger-ui/swagger-ui-bundle.js')).bytes.length).toBeGreaterThan(100_000);
  });

  test('nothing else of the package, or beyond it, is served', async () => {
    for (const file of ['package.json', 'swagger-ui-bundle.js.map', '..%2F..%2Fpackage.json', 'README.md'])
      expect({ file, body: (await admin('GET', `/swagger-ui/${file}`)).body }).toEqual({ file, body: { code: 404, msg: '文件不存在' } });
    // A dot segment is resolved before routing: it names no file of the page either.
    expect((await admin('GET', '/swagger-ui/%2e%2e')).body.code).toBe(404);
    expect((await member.call('GET', '/swagger-ui/index.html')).body.code).toBe(403);
  });
});
