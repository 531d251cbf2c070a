import { inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllActivity, bllDeclareTemplate } from '@/features/member/tables';
import { bllArticle } from '@/features/content/tables';
import { sysConfig, sysDictData, sysDictType } from '@/features/system/tables';
import { sysFile } from '@/lib/backend/db/schema';
import { builtInConfig, dict, dictDataRows, type DictSeed, dictTypeRow, fillDictEnglish } from '@/features/system/server';
import { ADMIN_USER_ID } from '@/lib/security/built-in';
import { DEMO_FILES } from './demo-files';

export const MEMBER_CONFIG_KEYS = {
  memberFee: 'bll.sign.fee.member',
  orgFee: 'bll.sign.fee.org',
  payee: 'bll.sign.payee',
} as const;

/** The member area's dictionaries (docs/membership.md). */
const memberDictionaries: DictSeed[] = [
  dict(
    '专业方向',
    'bll_speciality',
    '个人会员的专业方向',
    ['1', '录音', 'Recording'],
    ['2', '混音', 'Mixing'],
    ['3', '母带处理', 'Mastering'],
    ['4', '现场扩声', 'Live sound'],
    ['5', '后期制作', 'Post-production'],
    ['9', '其他', 'Other'],
  ),
  dict(
    '单位规模',
    'bll_org_size',
    '单位会员的人员规模',
    ['1', '20人以下', 'Fewer than 20 staff'],
    ['2', '20-99人', '20–99 staff'],
    ['3', '100-499人', '100–499 staff'],
    ['4', '500人及以上', '500 staff or more'],
  ),
  dict(
    '缴费方式',
    'bll_pay_method',
    '会费的缴纳方式',
    ['1', '银行转账', 'Bank transfer'],
    ['2', '微信支付', 'WeChat Pay'],
    ['3', '支付宝', 'Alipay'],
    ['4', '现金', 'Cash'],
  ),
  dict(
    '申报类别',
    'bll_declare_type',
    '会员申报的类别',
    ['1', '能力评价申报', 'Skills assessment'],
    ['2', '优秀作品推荐', 'Outstanding work'],
    ['3', '继续教育学时认定', 'Continuing education hours'],
  ),
  dict(
    '申报状态',
    'bll_declare_status',
    '会员申报从草稿到受理的状态',
    ['0', '草稿', 'Draft', 'info'],
    ['1', '已提交', 'Submitted', 'primary'],
    ['2', '已受理', 'Accepted', 'success'],
    ['3', '已退回', 'Returned', 'danger'],
  ),
  dict('活动类型', 'bll_activity_type', '可报名的活动类型', ['1', '培训活动', 'Training'], ['2', '会员活动', 'Member activity']),
];

/**
 * Sign-up for the training notices that announce one, with the dates, places and fees their text
 * gives: a member fee where the notice names a member price, none (members pay the fee) where it
 * does not. Seed step 13 (`member/activity`) gives a database seeded before the English venue and
 * the member fee the same values.
 */
export const demoActivities = [
  {
    articleName: '关于举办2026年冬季“混音与母带实务”高级研修班的通知',
    title: '“混音与母带实务”高级研修班（2026年冬季）',
    titleEs: 'Advanced Workshop in Mixing and Mastering Practice (Winter 2026)',
    startTime: '2026-12-14T09:00:00+08:00',
    endTime: '2026-12-18T17:00:00+08:00',
    place: '北京市朝阳区协会培训中心三层录音教室',
    placeEs: 'Third-floor recording classroom, Association Training Centre, Chaoyang District, Beijing',
    capacity: 24,
    deadline: '2026-11-30T23:59:59+08:00',
    fee: '4800.00',
    memberFee: '3800.00',
    summary: '五天小班研修，限额24人，会员培训费3800元。',
  },
  {
    articleName: '关于“沉浸式声音制作实训营”延期举办的通知',
    title: '沉浸式声音制作实训营',
    titleEs: 'Immersive Sound Production Boot Camp',
    startTime: '2027-01-16T09:00:00+08:00',
    endTime: '2027-01-19T17:00:00+08:00',
    place: '上海市徐汇区合作单位实训录音棚',
    placeEs: "Partner organisation's training studio, Xuhui District, Shanghai",
    capacity: 16,
    deadline: '2027-01-08T23:59:59+08:00',
    fee: '5200.00',
    memberFee: null,
    summary: '7.1.4监听系统实训，1月15日下午报到。',
  },
];

/**
 * The member area's starting data: its dictionaries, the membership fees and payee as config
 * entries, sign-up for two training notices, and the forms on the download page.
 */
export async function seedMemberArea(tx: Executor): Promise<void> {
  await tx.insert(sysDictType).values(memberDictionaries.map(dictTypeRow));
  await tx.insert(sysDictData).values(memberDictionaries.flatMap(dictDataRows));
  await tx
    .insert(sysConfig)
    .values([
      builtInConfig('会员管理-个人会员年费', MEMBER_CONFIG_KEYS.memberFee, '300', '个人会员每年的会费（元），显示在缴费页'),
      builtInConfig('会员管理-单位会员年费', MEMBER_CONFIG_KEYS.orgFee, '3000', '单位会员每年的会费（元），显示在缴费页'),
      builtInConfig(
        '会员管理-收款账户',
        MEMBER_CONFIG_KEYS.payee,
        '户名：录音师协会；开户行：中国工商银行北京朝阳支行；账号：0200 0000 0000 0000 000',
        '缴费页显示的收款账户说明',
      ),
    ]);

  const articles = await tx
    .select({ id: bllArticle.id, articleName: bllArticle.articleName })
    .from(bllArticle)
    .where(
      inArray(
        bllArticle.articleName,
        demoActivities.map((activity) => activity.articleName),
      ),
    );
  await tx.insert(bllActivity).values(
    demoActivities.map(({ articleName, startTime, endTime, deadline, ...activity }) => ({
      ...activity,
      articleId: articles.find((article) => article.articleName === articleName)?.id ?? null,
      startTime: new Date(startTime),
      endTime: new Date(endTime),
      deadline: new Date(deadline),
      createBy: 'admin',
    })),
  );

  await tx.insert(sysFile).values(
    DEMO_FILES.map(({ fileName, originalFilename, contentType, bytes }) => ({
      fileName,
      originalFilename,
      contentType,
      size: bytes.length,
      ownerId: ADMIN_USER_ID,
    })),
  );
  await tx
    .insert(bllDeclareTemplate)
    .values(DEMO_FILES.map(({ fileName, title }, orderNum) => ({ title, fileName, orderNum, createBy: 'admin' })));
}

/** Seed step 15: the English labels of the member dictionaries, for a database seeded before they had them. */
export async function seedMemberDictEnglish(tx: Executor): Promise<void> {
  await fillDictEnglish(tx, memberDictionaries);
}
