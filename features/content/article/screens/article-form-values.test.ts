import type { FieldProblems } from '@/components/admin/list/field-problems';
import type { Article } from '@/features/content/article/client/api';
import { articleProblems as problemsOf, emptyArticle, inputOf, valuesOf } from './article-form-values';

/** The problems' keys and values; their messages are the API's, checked by the API's suite. */
const keysOf = (problems: FieldProblems<string>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, { key: problem?.key, ...(problem?.values && { values: problem.values }) }]),
  );
const articleProblems = (values: Parameters<typeof problemsOf>[0]) => keysOf(problemsOf(values));

const ARTICLE: Article = {
  id: 1001,
  typeId: 14,
  typeName: '协会新闻',
  articleName: '年会通知',
  articleEsName: 'Annual meeting',
  summary: '摘要',
  summaryEs: 'Summary',
  cover: '/profile/upload/2026/08/18/0123456789abcdef0123456789abcdef.png',
  author: '秘书处',
  authorEs: 'Secretariat',
  source: '协会',
  sourceEs: 'The association',
  publishTime: '2026-08-18 14:30:05',
  status: '1',
  isTop: '0',
  viewCount: 12,
  version: 3,
  createBy: 'admin',
  createTime: '2026-08-18 14:00:00',
  updateBy: '',
  updateTime: null,
  content: '<p>正文</p>',
  contentEs: '',
};

describe('articleProblems', () => {
  it('asks for the category and the title', () => {
    expect(articleProblems(emptyArticle())).toEqual({ typeId: { key: 'required' }, articleName: { key: 'required' } });
    expect(articleProblems(valuesOf(ARTICLE))).toEqual({});
  });

  it('holds the column lengths', () => {
    expect(articleProblems({ ...valuesOf(ARTICLE), articleName: 'x'.repeat(201), author: 'y'.repeat(65) })).toEqual({
      articleName: { key: 'tooLong', values: { limit: 200 } },
      author: { key: 'tooLong', values: { limit: 64 } },
    });
  });

  it('refuses a body past 5 MB, counted in UTF-8 bytes', () => {
    const chinese = '文'.repeat(Math.ceil((5 * 1024 * 1024) / 3) + 1);
    expect(articleProblems({ ...valuesOf(ARTICLE), contentEs: chinese })).toEqual({
      contentEs: { key: 'bodyTooLarge', values: { limit: 5 } },
    });
    expect(articleProblems({ ...valuesOf(ARTICLE), content: 'a'.repeat(5 * 1024 * 1024) })).toEqual({});
  });
});

describe('inputOf', () => {
  it('sends the loaded version with the id, and the publish time as the contract writes it', () => {
    const input = inputOf({ ...valuesOf(ARTICLE), articleName: ' 年会通知 ' });
    expect(input).toMatchObject({
      id: 1001,
      version: 3,
      typeId: 14,
      articleName: '年会通知',
      publishTime: '2026-08-18 14:30:05',
      content: '<p>正文</p>',
    });
  });

  it('adds the seconds a minute-only field leaves out, and sends no time when none is set', () => {
    expect(inputOf({ ...valuesOf(ARTICLE), publishTime: '2026-08-18T09:05' }).publishTime).toBe('2026-08-18 09:05:00');
    expect(inputOf({ ...valuesOf(ARTICLE), publishTime: '' }).publishTime).toBeNull();
  });

  it('sends a new article without id or version', () => {
    const input = inputOf({ ...emptyArticle(), typeId: 14, articleName: '新文章' });
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('version');
    expect(input.status).toBe('0');
  });
});
