import { eq } from 'drizzle-orm';
import { sysRole } from '@/lib/backend/db/schema';
import { CookieJar } from '@/tests/support/api-harness';
import { featureSuite, type Call } from '@/tests/support/feature-suite';
import type { Harness } from '@/tests/support/api-harness';
import type { Person } from '@/tests/support/member-helpers';
import { makeMember } from '@/tests/support/membership';

let api: Harness;
let admin: Call;
let member: Person;

featureSuite({ people: ['member'], ownAdminBrowser: true }, async (suite) => {
  ({ api, admin, member } = suite);
  await makeMember(api, member);
});

type Row = Record<string, unknown>;
const anonymous = async (path: string) => (await api.call('GET', path, { jar: new CookieJar() })).body;

describe('lists of the English site', () => {
  test('englishOnly=true leaves out the articles without an English title, and only those', async () => {
    const all = await anonymous('/api/bll/article/list?pageSize=500');
    const english = await anonymous('/api/bll/article/list?pageSize=500&englishOnly=true');
    const titled = (all.rows as Row[]).filter((row) => row.articleEsName !== '');
    expect(english.total).toBe(titled.length);
    expect(english.total).toBeGreaterThan(0);
    expect(english.total).toBeLessThan(all.total as number);
    expect((english.rows as Row[]).map((row) => row.id)).toEqual(titled.map((row) => row.id));
  });

  test('home sections and headlines in English hold English articles only', async () => {
    const sections = (await anonymous('/api/bll/article_type/indexList?englishOnly=true')).data as { articles: Row[] }[];
    const articles = sections.flatMap((section) => section.articles);
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((article) => article.articleEsName !== '')).toBe(true);
    const headlines = (await anonymous('/api/bll/article/headlines?englishOnly=true')).data as Row[];
    expect(headlines.every((article) => article.articleEsName !== '' && article.isTop === '1')).toBe(true);
  });
});

describe('headlines', () => {
  test('the newest five published headlines, with their covers; never a member-only one for a reader signed out', async () => {
    const headlines = (await anonymous('/api/bll/article/headlines')).data as Row[];
    expect(headlines.length).toBeGreaterThanOrEqual(3);
    expect(headlines.length).toBeLessThanOrEqual(5);
    expect(headlines.every((article) => article.isTop === '1' && article.status === '1')).toBe(true);
    const times = headlines.map((article) => String(article.publishTime));
    expect(times).toEqual([...times].sort().reverse());
    // The demo's headlines come with covers.
    expect(headlines.every((article) => String(article.cover).startsWith('/covers/'))).toBe(true);

    const secret = await admin('POST', '/bll/article', {
      typeId: 96,
      articleName: '会员专享头条',
      status: '1',
      isTop: '1',
      summary: '',
      content: '',
    });
    const id = Number(secret.body.data);
    expect(((await anonymous('/api/bll/article/headlines')).data as Row[]).map((row) => row.id)).not.toContain(id);
    const signedIn = (await member.call('GET', '/api/bll/article/headlines')).body.data as Row[];
    expect(signedIn[0]).toMatchObject({ id });
  });
});

describe('English beside the Chinese', () => {
  test('links, the footer and the notice, authors and sources', async () => {
    const links = (await anonymous('/api/bll/links/list')).data as Row[];
    expect(links.find((link) => link.linkName === '中国传媒大学')).toMatchObject({ linkEsName: 'Communication University of China' });
    const settings = (await anonymous('/api/bll/portal/settings')).data as Record<string, string>;
    expect(settings['footer.address.en']).toMatch(/Beijing/);
    expect(settings['footer.copyright.en']).toMatch(/All rights reserved/);
    expect(settings['notice.text.en']).toContain('{phone}');
    const [english] = (await anonymous('/api/bll/article/list?englishOnly=true&pageSize=1')).rows as Row[];
    const article = (await anonymous(`/api/bll/article/${english.id}`)).data as Row;
    expect(article.authorEs).not.toBe('');
    expect(article.sourceEs).not.toBe('');
    expect(article.summaryEs).not.toBe('');
  });

  test('a role name in English, read by the portal beside RuoYi’s roleGroup, kept when a stock client edits the role', async () => {
    const profile = await member.call('GET', '/system/user/profile');
    expect(profile.body).toMatchObject({ roleGroup: '注册用户', roleEsGroup: 'Registered user' });
    const [editor] = await api.backend.deps.db.select().from(sysRole).where(eq(sysRole.roleKey, 'editor'));
    const loaded = (await admin('GET', `/system/role/${editor.roleId}`)).body.data as Row;
    // The stock clients' role form knows nothing of roleEsName.
    const { roleEsName: _unknownToThem, ...stockForm } = loaded;
    expect((await admin('PUT', '/system/role', { ...stockForm, remark: '改过的备注' })).body.code).toBe(200);
    const [kept] = await api.backend.deps.db.select().from(sysRole).where(eq(sysRole.roleKey, 'editor'));
    expect(kept).toMatchObject({ roleEsName: 'Content editor', remark: '改过的备注' });
    expect((await admin('PUT', '/system/role', { ...stockForm, roleEsName: 'Editor' })).body.code).toBe(200);
    const [renamed] = await api.backend.deps.db.select().from(sysRole).where(eq(sysRole.roleKey, 'editor'));
    expect(renamed.roleEsName).toBe('Editor');
  });

  test('declaration templates have English titles for members', async () => {
    const templates = (await member.call('GET', '/api/declare/templates')).body.data as Row[];
    expect(templates.map((template) => template.titleEs)).toContain('How to fill in the membership application');
  });
});
