import { ENGLISH_HIDDEN_NAV_IDS, highlightedNavId, navHref, navLabel, visibleNavItems, type NavCategory } from './nav-rules';

const item = (id: number, bllName: string, bllType: string, bllValue = '', children: NavCategory[] = []): NavCategory => ({
  id,
  parentId: 0,
  bllName,
  bllEsName: `en-${id}`,
  bllType,
  bllValue,
  indexArea: 0,
  children,
});

const nav = [
  item(1, '首页', '3', '/'),
  item(10, '新闻资讯', '1', '', [item(11, '协会动态', '1'), item(12, '行业资讯', '1')]),
  item(20, '政策法规', '2'),
  item(30, '活动专区', '1'),
  item(50, '能力评价', '4', '/meritRating'),
  item(60, '专题报道', '4', '/ignored'),
  item(85, '培训活动', '3', '/trainingEvent'),
  item(13, '会员服务', '3', '/memberShip'),
  item(102, '职业证书', '3', '/certificate'),
  item(86, '关于我们', '3', '/AboutUs'),
];

test('links per type', () => {
  expect(navHref(nav[0])).toBe('/');
  expect(navHref(nav[1])).toBe('/areaxList?parentId=10&tabIndex=11');
  expect(navHref(nav[2])).toBe('/areaxList?parentId=20&tabIndex=20');
  expect(navHref(nav[4])).toBe('/meritRating');
  expect(navHref(nav[5])).toBe('/areaxList?parentId=60&tabIndex=60');
  expect(navHref(nav[6])).toBe('/trainingEvent');
});

test.each([
  ['/trainingEvent', '', 85],
  ['/en/trainingEventMessage', '', 85],
  ['/pxMessage', '', 85],
  ['/trainingCourse', '', 85],
  ['/meritRating', '', 85],
  ['/evaluate', '', 85],
  ['/memberShip', '', 13],
  ['/Membership', '', 13],
  ['/AboutUs', '', 86],
  ['/certificate', '', 102],
  ['/areaxList', 'parentId=12&tabIndex=12', 10],
  ['/areaxList', 'parentId=30', 30],
  ['/', '', 1],
  ['/article', 'articleId=5', null],
])('on %s?%s the highlight is %s', (path, query, expected) => {
  expect(highlightedNavId(nav, path, new URLSearchParams(query))).toBe(expected);
});

test('English hides exactly news, policy, activities and ability evaluation, and uses English names', () => {
  const english = visibleNavItems(nav, 'en').map((i) => i.id);
  expect(english).toEqual([1, 60, 85, 13, 102, 86]);
  expect(nav.filter((i) => !english.includes(i.id)).map((i) => i.id)).toEqual(ENGLISH_HIDDEN_NAV_IDS);
  expect(visibleNavItems(nav, 'zh')).toHaveLength(nav.length);
  expect(navLabel(nav[1], 'en')).toBe('en-10');
  expect(navLabel(nav[1], 'zh')).toBe('新闻资讯');
});
