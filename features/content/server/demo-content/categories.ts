import type { bllArticleType } from '@/features/content/tables';

type CategorySeed = typeof bllArticleType.$inferInsert;

/**
 * The public category tree and navigation of a new portal. Ids that the spec fixes: membership
 * 13, training events 85, about us 86, member-only 96, certificate 102. Types: 1 article list,
 * 2 single page, 3 link to `bllValue`, 4 special page (能力评价 goes to its path, others to the list).
 */
const tree: [id: number, parentId: number, bllName: string, bllEsName: string, bllType: string, bllValue: string, indexArea: number][] = [
  [1, 0, '首页', 'Home', '3', '/', 0],
  [10, 0, '新闻资讯', 'News', '1', '', 1],
  [11, 10, '协会动态', 'Association News', '1', '', 0],
  [12, 10, '行业资讯', 'Industry News', '1', '', 0],
  [20, 0, '政策法规', 'Policies', '1', '', 2],
  [30, 0, '活动专区', 'Activities', '1', '', 3],
  [40, 0, '学习园地', 'Learning', '1', '', 4],
  [41, 40, '技术讲堂', 'Technique', '1', '', 0],
  [42, 40, '案例分析', 'Case Studies', '1', '', 0],
  [50, 0, '能力评价', 'Ability Evaluation', '4', '/meritRating', 5],
  [85, 0, '培训活动', 'Training', '3', '/trainingEvent', 9],
  [87, 85, '培训通知', 'Training Notices', '1', '', 0],
  [88, 85, '培训课程', 'Courses', '1', '', 0],
  [13, 0, '会员服务', 'Membership', '3', '/memberShip', 6],
  [102, 0, '职业证书', 'Certificates', '3', '/certificate', 8],
  [60, 0, '专题报道', 'Features', '4', '', 7],
  [96, 0, '会员专区', 'Members Only', '1', '', 0],
  [86, 0, '关于我们', 'About Us', '3', '/AboutUs', 10],
];

export const categorySeeds: CategorySeed[] = tree.map(([id, parentId, bllName, bllEsName, bllType, bllValue, indexArea], orderNum) => ({
  id,
  parentId,
  ancestors: parentId === 0 ? '0' : `0,${parentId}`,
  bllName,
  bllEsName,
  bllType,
  bllValue,
  indexArea,
  orderNum,
  menuFlag: '1',
  createBy: 'admin',
}));
