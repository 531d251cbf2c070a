import { etagOf, matchesIfNoneMatch, revalidatableJson } from './etag';

describe('entity tags of JSON answers', () => {
  const etag = etagOf('{"code":200}');

  test('If-None-Match matches the tag, weakly, in a list, or as *', () => {
    expect(etagOf('{"code":200}')).toBe(etag);
    expect(etagOf('{"code":201}')).not.toBe(etag);
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"a", W/${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"a", "b"', etag)).toBe(false);
    expect(matchesIfNoneMatch(null, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });

  test('the answer is 200 with the body, or 304 without one, both tagged and private', async () => {
    const body = { code: 200, msg: '操作成功', data: [] };
    const full = revalidatableJson(new Request('http://api.test/x'), body);
    expect(full.status).toBe(200);
    expect(await full.json()).toEqual(body);
    const tag = full.headers.get('etag')!;
    expect(full.headers.get('cache-control')).toBe('private, no-cache');

    const unchanged = revalidatableJson(new Request('http://api.test/x', { headers: { 'if-none-match': tag } }), body);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeNull();
    expect(unchanged.headers.get('etag')).toBe(tag);
  });
});
