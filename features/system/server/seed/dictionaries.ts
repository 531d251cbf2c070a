import type { sysDictData, sysDictType } from '@/features/system/tables';

type DictEntry = [value: string, label: string, listClass?: string];

export interface DictSeed {
  dictName: string;
  dictType: string;
  remark: string;
  /** The first entry is the default. */
  entries: DictEntry[];
}

/** A dictionary and its entries; the first entry is the default. */
export function dict(dictName: string, dictType: string, remark: string, ...entries: DictEntry[]): DictSeed {
  return { dictName, dictType, remark, entries };
}

const dictionaries: DictSeed[] = [
  dict('用户性别', 'sys_user_sex', '用户性别列表', ['0', '男'], ['1', '女'], ['2', '未知']),
  dict('菜单状态', 'sys_show_hide', '菜单状态列表', ['0', '显示', 'primary'], ['1', '隐藏', 'danger']),
  dict('系统开关', 'sys_normal_disable', '系统开关列表', ['0', '正常', 'primary'], ['1', '停用', 'danger']),
  dict('任务状态', 'sys_job_status', '任务状态列表', ['0', '正常', 'primary'], ['1', '暂停', 'danger']),
  dict('任务分组', 'sys_job_group', '任务分组列表', ['DEFAULT', '默认'], ['SYSTEM', '系统']),
  dict('系统是否', 'sys_yes_no', '系统是否列表', ['Y', '是', 'primary'], ['N', '否', 'danger']),
  dict('通知类型', 'sys_notice_type', '通知类型列表', ['1', '通知', 'warning'], ['2', '公告', 'success']),
  dict('通知状态', 'sys_notice_status', '通知状态列表', ['0', '正常', 'primary'], ['1', '关闭', 'danger']),
  dict(
    '操作类型',
    'sys_oper_type',
    '操作类型列表',
    ['1', '新增', 'info'],
    ['2', '修改', 'info'],
    ['3', '删除', 'danger'],
    ['4', '授权', 'primary'],
    ['5', '导出', 'warning'],
    ['6', '导入', 'warning'],
    ['7', '强退', 'danger'],
    ['8', '生成代码', 'warning'],
    ['9', '清空数据', 'danger'],
    ['0', '其他', 'info'],
  ),
  dict('系统状态', 'sys_common_status', '登录状态列表', ['0', '成功', 'primary'], ['1', '失败', 'danger']),
  dict(
    '入会申请状态',
    'bll_sign_status',
    '会员申请从提交到缴费的状态',
    ['0', '已提交', 'info'],
    ['1', '审核通过', 'primary'],
    ['2', '未通过', 'danger'],
    ['3', '已提交缴费', 'warning'],
    ['4', '已缴费', 'success'],
  ),
];

/** One dictionary's type row. */
export function dictTypeRow({ dictName, dictType, remark }: DictSeed): typeof sysDictType.$inferInsert {
  return { dictName, dictType, remark, createBy: 'admin' };
}

export const dictTypeSeeds: (typeof sysDictType.$inferInsert)[] = dictionaries.map((seed, i) => ({ dictId: i + 1, ...dictTypeRow(seed) }));

/** One dictionary's data rows; the first entry is the default. */
export function dictDataRows(dict: DictSeed): (typeof sysDictData.$inferInsert)[] {
  return dict.entries.map(([dictValue, dictLabel, listClass], i) => ({
    dictSort: dict.dictType === 'sys_oper_type' && dictValue === '0' ? 99 : i + 1,
    dictLabel,
    dictValue,
    dictType: dict.dictType,
    listClass: listClass ?? 'default',
    isDefault: i === 0 ? 'Y' : 'N',
    createBy: 'admin',
  }));
}

export const dictDataSeeds: (typeof sysDictData.$inferInsert)[] = dictionaries.flatMap(dictDataRows);
