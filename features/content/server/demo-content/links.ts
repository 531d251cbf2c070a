import type { bllLinks } from '@/features/content/tables';

/** Friendly links of the footer: public institutions and standards bodies of the field. */
export const linkSeeds: (typeof bllLinks.$inferInsert)[] = [
  ['国家广播电视总局', 'https://www.nrta.gov.cn/'],
  ['中华人民共和国人力资源和社会保障部', 'https://www.mohrss.gov.cn/'],
  ['中国传媒大学', 'https://www.cuc.edu.cn/'],
  ['Audio Engineering Society', 'https://www.aes.org/'],
  ['European Broadcasting Union', 'https://www.ebu.ch/'],
].map(([linkName, linkUrl], orderNum) => ({ linkName, linkUrl, orderNum, createBy: 'admin' }));
