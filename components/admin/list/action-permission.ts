/**
 * Who may use a list's shared buttons (新增, 修改, 删除, 导出): a permission prefix, where
 * `system:dict` asks `system:dict:add` for 新增, `system:dict:edit` for 修改 and so on, or
 * `{ all }`, one permission for every one of them (申报模板 asks the reviewers' `bll:declare:review`).
 */
export type ActionPermission = string | { all: string };

export type ListAction = 'add' | 'edit' | 'remove' | 'export';

export function permissionFor(permission: ActionPermission, action: ListAction): string {
  return typeof permission === 'string' ? `${permission}:${action}` : permission.all;
}
