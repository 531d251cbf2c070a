import type { sysDictData, sysDictType } from '@/features/system/tables';

type DictEntry = [value: string, label: string, englishLabel: string, listClass?: string];

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

export const dictionarySeeds: DictSeed[] = [
  dict('用户性别', 'sys_user_sex', '用户性别列表', ['0', '男', 'Male'], ['1', '女', 'Female'], ['2', '未知', 'Unknown']),
  dict('菜单状态', 'sys_show_hide', '菜单状态列表', ['0', '显示', 'Shown', 'primary'], ['1', '隐藏', 'Hidden', 'danger']),
  dict('系统开关', 'sys_normal_disable', '系统开关列表', ['0', '正常', 'Normal', 'primary'], ['1', '停用', 'Disabled', 'danger']),
  dict('任务状态', 'sys_job_status', '任务状态列表', ['0', '正常', 'Normal', 'primary'], ['1', '暂停', 'Paused', 'danger']),
  dict('任务分组', 'sys_job_group', '任务分组列表', ['DEFAULT', '默认', 'Default'], ['SYSTEM', '系统', 'System']),
  dict('系统是否', 'sys_yes_no', '系统是否列表', ['Y', '是', 'Yes', 'primary'], ['N', '否', 'No', 'danger']),
  dict('通知类型', 'sys_notice_type', '通知类型列表', ['1', '通知', 'Notice', 'warning'], ['2', '公告', 'Announcement', 'success']),
  dict('通知状态', 'sys_notice_status', '通知状态列表', ['0', '正常', 'Normal', 'primary'], ['1', '关闭', 'Closed', 'danger']),
  dict(
    '操作类型',
    'sys_oper_type',
    '操作类型列表',
    ['1', '新增', 'Add', 'info'],
    ['2', '修改', 'Edit', 'info'],
    ['3', '删除', 'Delete', 'danger'],
    ['4', '授权', 'Grant', 'primary'],
    ['5', '导出', 'Export', 'warning'],
    ['6', '导入', 'Import', 'warning'],
    ['7', '强退', 'Force logout', 'danger'],
    ['8', '生成代码', 'Generate code', 'warning'],
    ['9', '清空数据', 'Clear data', 'danger'],
    ['0', '其他', 'Other', 'info'],
  ),
  dict('系统状态', 'sys_common_status', '登录状态列表', ['0', '成功', 'Success', 'primary'], ['1', '失败', 'Failure', 'danger']),
  dict(
    '入会申请状态',
    'bll_sign_status',
    '会员申请从提交到缴费的状态',
    ['0', '已提交', 'Submitted', 'info'],
    ['1', '审核通过', 'Approved', 'primary'],
    ['2', '未通过', 'Rejected', 'danger'],
    ['3', '已提交缴费', 'Payment submitted', 'warning'],
    ['4', '已缴费', 'Paid', 'success'],
  ),
];

/** One dictionary's type row. */
export function dictTypeRow({ dictName, dictType, remark }: DictSeed): typeof sysDictType.$inferInsert {
  return { dictName, dictType, remark, createBy: 'admin' };
}

export const dictTypeSeeds: (typeof sysDictType.$inferInsert)[] = dictionarySeeds.map((seed, i) => ({
  dictId: i + 1,
  ...dictTypeRow(seed),
}));

/** One dictionary's data rows; the first entry is the default. */
export function dictDataRows(dict: DictSeed): (typeof sysDictData.$inferInsert)[] {
  return dict.entries.map(([dictValue, dictLabel, dictEsLabel, listClass], i) => ({
    dictSort: dict.dictType === 'sys_oper_type' && dictValue === '0' ? 99 : i + 1,
    dictLabel,
    dictEsLabel,
    dictValue,
    dictType: dict.dictType,
    listClass: listClass ?? 'default',
    isDefault: i === 0 ? 'Y' : 'N',
    createBy: 'admin',
  }));
}

export const dictDataSeeds: (typeof sysDictData.$inferInsert)[] = dictionarySeeds.flatMap(dictDataRows);
