import { featureSuite } from '@/tests/support/feature-suite';
import { PDF_BYTES, type Person } from '@/tests/support/member-helpers';

/**
 * Upload refusals never echo markup from the file name: the stock admin UI shows some messages
 * as HTML, so an extension such as `<svg onload=…>` would run script (security review item 7).
 */

let alice: Person;

featureSuite({ people: ['alice'] }, (suite) => {
  ({ alice } = suite);
});

test('an extension carrying markup is refused without being repeated', async () => {
  for (const name of ['a.<svg onload=alert(1)>', 'b.<img src=x onerror=alert(1)>', 'c.p&d', 'd."onmouseover=x']) {
    const answer = await alice.upload(name, PDF_BYTES);
    expect([name, answer.body]).toEqual([name, { code: 500, msg: '文件格式不正确: 不支持该扩展名的文件' }]);
  }
});

test('a plain extension is still named, and a name without one says so', async () => {
  expect((await alice.upload('drawing.svg', PDF_BYTES)).body).toEqual({ code: 500, msg: '文件格式不正确: 不支持 .svg 文件' });
  expect((await alice.upload('README', PDF_BYTES)).body).toEqual({ code: 500, msg: '文件格式不正确: 不支持 .无扩展名 文件' });
});
