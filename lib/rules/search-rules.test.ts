import type { NavCategory } from './nav-rules';
import { searchTarget, suggestionDate } from './search-rules';

const category = (id: number, bllName: string, indexArea: number, children: NavCategory[] = []): NavCategory => ({
  id,
  parentId: 0,
  bllName,
  bllEsName: '',
  bllType: '1',
  bllValue: '',
  indexArea,
  children,
});

const tree = [
  category(10, '新闻资讯', 1, [category(11, '协会动态', 0)]),
  category(13, '会员服务', 6),
  category(85, '培训活动', 9),
  category(40, '学习园地', 4),
];

test.each([
  ['会员服务', '/memberShip'],
  ['会员', '/memberShip'],
  ['培训活动', '/trainingEvent'],
  ['学习园地', '/areaxList?parentId=40&tabIndex=40'],
  ['协会动态', '/areaxList?parentId=11&tabIndex=11'],
  ['混音', '/search?q=%E6%B7%B7%E9%9F%B3'],
  ['  ', '/articleList'],
])('%j → %s', (text, target) => {
  expect(searchTarget(text, tree)).toBe(target);
});

test('suggestion rows show the first ten characters of createTime', () => {
  expect(suggestionDate('2026-10-28 09:30:00')).toBe('2026-10-28');
  expect(suggestionDate(null)).toBe('');
});
