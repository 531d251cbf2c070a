import type { sysDictData, sysDictType } from '../schema';

type DictEntry = [value: string, label: string, listClass?: string];

export interface DictSeed {
  dictName: string;
  dictType: string;
  remark: string;
  /** The first entry is the default. */
  entries: DictEntry[];
}

const dictionaries: DictSeed[] = [
  {
    dictName: '用户性别',
    dictType: 'sys_user_sex',
    remark: '用户性别列表',
    entries: [
      ['0', '男'],
      ['1', '女'],
      ['2', '未知'],
    ],
  },
  {
    dictName: '菜单状态',
    dictType: 'sys_show_hide',
    remark: '菜单状态列表',
    entries: [
      ['0', '显示', 'primary'],
      ['1', '隐藏', 'danger'],
    ],
  },
  {
    dictName: '系统开关',
    dictType: 'sys_normal_disable',
    remark: '系统开关列表',
    entries: [
      ['0', '正常', 'primary'],
      ['1', '停用', 'danger'],
    ],
  },
  {
    dictName: '任务状态',
    dictType: 'sys_job_status',
    remark: '任务状态列表',
    entries: [
      ['0', '正常', 'primary'],
      ['1', '暂停', 'danger'],
    ],
  },
  {
    dictName: '任务分组',
    dictType: 'sys_job_group',
    remark: '任务分组列表',
    entries: [
      ['DEFAULT', '默认'],
      ['SYSTEM', '系统'],
    ],
  },
  {
    dictName: '系统是否',
    dictType: 'sys_yes_no',
    remark: '系统是否列表',
    entries: [
      ['Y', '是', 'primary'],
      ['N', '否', 'danger'],
    ],
  },
  {
    dictName: '通知类型',
    dictType: 'sys_notice_type',
    remark: '通知类型列表',
    entries: [
      ['1', '通知', 'warning'],
      ['2', '公告', 'success'],
    ],
  },
  {
    dictName: '通知状态',
    dictType: 'sys_notice_status',
    remark: '通知状态列表',
    entries: [
      ['0', '正常', 'primary'],
      ['1', '关闭', 'danger'],
    ],
  },
  {
    dictName: '操作类型',
    dictType: 'sys_oper_type',
    remark: '操作类型列表',
    entries: [
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
    ],
  },
  {
    dictName: '系统状态',
    dictType: 'sys_common_status',
    remark: '登录状态列表',
    entries: [
      ['0', '成功', 'primary'],
      ['1', '失败', 'danger'],
    ],
  },
  {
    dictName: '入会申请状态',
    dictType: 'bll_sign_status',
    remark: '会员申请从提交到缴费的状态',
    entries: [
      ['0', '已提交', 'info'],
      ['1', '审核通过', 'primary'],
      ['2', '未通过', 'danger'],
      ['3', '已提交缴费', 'warning'],
      ['4', '已缴费', 'success'],
    ],
  },
];

export const dictTypeSeeds: (typeof sysDictType.$inferInsert)[] = dictionaries.map((dict, i) => ({
  dictId: i + 1,
  dictName: dict.dictName,
  dictType: dict.dictType,
  remark: dict.remark,
  createBy: 'admin',
}));

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
