import { sqlComment, sqlString } from './source-text';
import type { TableModel } from './table-model';

/** Where the generated menu goes when the settings name no parent: 系统工具 (contract 5.16). */
export const DEFAULT_PARENT_MENU_ID = 3;

const BUTTONS: [action: string, label: string][] = [
  ['query', '查询'],
  ['add', '新增'],
  ['edit', '修改'],
  ['remove', '删除'],
  ['export', '导出'],
];

/** `<business>-menu.sql`: the page menu and its buttons, in one statement so the buttons find their page. */
export function renderMenuSql(model: TableModel): string {
  const parentId =
    Number.isSafeInteger(model.spec.options.parentMenuId) && model.spec.options.parentMenuId! > 0
      ? model.spec.options.parentMenuId!
      : DEFAULT_PARENT_MENU_ID;
  const name = model.label;
  const buttons = BUTTONS.map(
    ([action, label], i) => `  (${sqlString(`${name}${label}`)}, ${i + 1}, ${sqlString(`${model.permission}:${action}`)})`,
  );
  return `-- ${sqlComment(name)} (${model.spec.tableName}): the menu under menu ${parentId}, with buttons for ${model.permission}:*
-- The screen's component name must be registered in root/admin-screens.tsx.
with page as (
  insert into sys_menu (menu_name, parent_id, order_num, path, component, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, remark)
  values (${sqlString(name)}, ${parentId}, 1, ${sqlString(model.business)}, ${sqlString(`${model.module}/${model.business}/index`)}, '1', '0', 'C', '0', '0', ${sqlString(`${model.permission}:list`)}, '#', 'admin', now(), ${sqlString(`${name}菜单`)})
  returning menu_id
)
insert into sys_menu (menu_name, parent_id, order_num, path, menu_type, visible, status, perms, icon, create_by, create_time)
select button.menu_name, page.menu_id, button.order_num, '', 'F', '0', '0', button.perms, '#', 'admin', now()
from page, (values
${buttons.join(',\n')}
) as button(menu_name, order_num, perms);
`;
}
