import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/backend/db/client';
import { bllArticle, bllLinks } from '@/features/content/tables';
import { bllDeclareTemplate } from '@/features/member/tables';
import { sysConfig } from '@/features/system/tables';
import { sysRole } from '@/lib/backend/db/schema';
import { builtInConfig as entry } from './configs';
import { PORTAL_CONFIG_KEYS } from '../../../content/server/demo-content/portal-config';
import { ENGLISH_SETTING_SUFFIX } from '@/lib/content/portal-settings';
import { cutAtWord } from '@/lib/text/cut-at-word';
import { plainText } from '@/lib/text/plain-text';

const en = (key: string) => `${key}${ENGLISH_SETTING_SUFFIX}`;

/** The English of the footer and the upgrade notice, edited in config beside the Chinese. */
const englishSettings = [
  entry(
    '门户页脚-地址（英文）',
    en(PORTAL_CONFIG_KEYS.footerAddress),
    '5F Audio Building, 8 Shenggu Road, Chaoyang District, Beijing',
    '英文站页脚显示的协会地址，留空则显示中文',
  ),
  entry(
    '门户页脚-版权信息（英文）',
    en(PORTAL_CONFIG_KEYS.footerCopyright),
    '© 2026 Audio Engineers Association. All rights reserved.',
    '英文站页脚版权声明，留空则显示中文',
  ),
  entry(
    '门户-升级通知内容（英文）',
    en(PORTAL_CONFIG_KEYS.noticeText),
    'Because of a system upgrade, this site will be unavailable from 2 to 4 September 2025. We apologise for the inconvenience. For questions, please call the association office: {phone}.',
    '英文站升级通知浮层的文字，{phone} 处显示页脚联系电话，留空则显示中文',
  ),
];

/** The seeded rows' Chinese and their English: filled only where an administrator has not changed the Chinese nor written English. */
const LINK_NAMES: Record<string, string> = {
  国家广播电视总局: 'National Radio and Television Administration',
  中华人民共和国人力资源和社会保障部: 'Ministry of Human Resources and Social Security',
  中国传媒大学: 'Communication University of China',
};
const ROLE_NAMES: Record<string, string> = { 超级管理员: 'Administrator', 注册用户: 'Registered user', 内容编辑: 'Content editor' };
const TEMPLATE_TITLES: Record<string, string> = {
  会员申报填写说明: 'How to fill in the membership application',
  '能力评价申报表（英文版）': 'Skills assessment application form (English)',
};
const AUTHORS: Record<string, string> = {
  协会秘书处: 'Secretariat',
  会员部: 'Membership Department',
  培训部: 'Training Department',
  技术委员会: 'Technical Committee',
  职业评价部: 'Professional Assessment Department',
  青年工作委员会: 'Youth Committee',
  刘海峰: 'Liu Haifeng',
  吴振宇: 'Wu Zhenyu',
  周文涛: 'Zhou Wentao',
  周雨桐: 'Zhou Yutong',
  孙立伟: 'Sun Liwei',
  宋远航: 'Song Yuanhang',
  李婧: 'Li Jing',
  林思远: 'Lin Siyuan',
  林知夏: 'Lin Zhixia',
  梁浩: 'Liang Hao',
  王思远: 'Wang Siyuan',
  王振宇: 'Wang Zhenyu',
  许文涛: 'Xu Wentao',
  赵明远: 'Zhao Mingyuan',
  郑嘉禾: 'Zheng Jiahe',
  陈思远: 'Chen Siyuan',
  陈立明: 'Chen Liming',
};
const SOURCES: Record<string, string> = {
  录音师协会: 'Audio Engineers Association',
  协会培训部: 'Association Training Department',
  协会技术委员会: 'Association Technical Committee',
  录音师协会会员部: 'Association Membership Department',
};

/** The longest English summary made from a body: the first sentences that fit. */
const LEAD_MAX = 240;

/** The opening sentences of a text, as many whole ones as fit (at least the first, cut). */
export function leadOf(text: string): string {
  let lead = '';
  for (const sentence of text.trim().split(/(?<=[.!?])\s+/)) {
    const longer = lead ? `${lead} ${sentence}` : sentence;
    if (lead && longer.length > LEAD_MAX) break;
    lead = longer;
  }
  return cutAtWord(lead, LEAD_MAX);
}

/**
 * English for what the portal shows on /en beside its articles: the footer and notice settings,
 * the seeded links, roles, declaration templates, authors and sources, and a summary for each
 * article in English that has none (its opening sentences).
 */
export async function seedEnglishTexts(tx: Executor): Promise<void> {
  await tx.insert(sysConfig).values(englishSettings).onConflictDoNothing({ target: sysConfig.configKey });
  // A column's name is its property name here (the snake_case names are made when the SQL is), as set() takes it.
  const fill = async (table: PgTable, chinese: AnyPgColumn, english: AnyPgColumn, names: Record<string, string>) => {
    for (const [name, value] of Object.entries(names)) {
      await tx
        .update(table)
        .set({ [english.name]: value })
        .where(and(eq(chinese, name), eq(english, '')));
    }
  };
  await fill(bllLinks, bllLinks.linkName, bllLinks.linkEsName, LINK_NAMES);
  await fill(sysRole, sysRole.roleName, sysRole.roleEsName, ROLE_NAMES);
  await fill(bllDeclareTemplate, bllDeclareTemplate.title, bllDeclareTemplate.titleEs, TEMPLATE_TITLES);
  await fill(bllArticle, bllArticle.author, bllArticle.authorEs, AUTHORS);
  await fill(bllArticle, bllArticle.source, bllArticle.sourceEs, SOURCES);
  const unsummarised = await tx
    .select({ id: bllArticle.id, contentEs: bllArticle.contentEs })
    .from(bllArticle)
    .where(and(ne(bllArticle.contentEs, ''), eq(bllArticle.summaryEs, '')));
  for (const article of unsummarised) {
    await tx
      .update(bllArticle)
      .set({ summaryEs: leadOf(plainText(article.contentEs)) })
      .where(eq(bllArticle.id, article.id));
  }
}
