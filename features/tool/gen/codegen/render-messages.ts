import type { TableModel } from './table-model';

/**
 * `messages/<business>.zh.json`: the screen's words, to merge into messages/zh.json (the
 * `admin.<business>` namespace). JSON.stringify writes the user's text safely.
 */
export function renderMessages(model: TableModel): string {
  const label = model.label;
  const words: Record<string, string> = {
    title: `${label}列表`,
    addTitle: `添加${label}`,
    editTitle: `修改${label}`,
    cancel: '取 消',
    save: '确 定',
    required: '{label}不能为空',
    tooLong: '{label}不能超过 {limit} 个字符',
    removeConfirm: `是否确认删除${label}编号为"{ids}"的数据项？`,
    removed: '删除成功',
    added: '新增成功',
    updated: '修改成功',
  };
  for (const field of model.fields) words[field.name] = field.label;
  return `${JSON.stringify({ admin: { [model.business]: words } }, null, 2)}\n`;
}
