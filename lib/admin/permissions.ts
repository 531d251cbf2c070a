/**
 * The spec's role and permission checks (section 6), the same rule the API applies (contract
 * section 3.1): the wildcard permission and the admin role pass everything, otherwise one listed
 * value must be held exactly. Given no list they throw, as the reference's directives do, so a
 * forgotten value is found during development rather than showing a button to everyone.
 */
export const ALL_PERMISSION = '*:*:*';
export const SUPER_ROLE = 'admin';

export interface Grants {
  roles: string[];
  permissions: string[];
}

function requireValues(values: readonly string[], message: string): void {
  if (!Array.isArray(values) || values.length === 0) throw new Error(message);
}

/** True when the user holds any of the permissions. */
export function hasPermi(granted: readonly string[], required: readonly string[]): boolean {
  requireValues(required, '请设置操作权限标签值');
  return granted.includes(ALL_PERMISSION) || required.some((permission) => granted.includes(permission.trim()));
}

/** True when the user holds every one of the permissions. */
export function hasPermiAnd(granted: readonly string[], required: readonly string[]): boolean {
  requireValues(required, '请设置操作权限标签值');
  return granted.includes(ALL_PERMISSION) || required.every((permission) => granted.includes(permission.trim()));
}

/** True when the user has the admin role or any of the roles. */
export function hasRole(held: readonly string[], required: readonly string[]): boolean {
  requireValues(required, '请设置角色权限标签值');
  return held.includes(SUPER_ROLE) || required.some((role) => held.includes(role.trim()));
}

/** True when the user has the admin role or every one of the roles. */
export function hasRoleAnd(held: readonly string[], required: readonly string[]): boolean {
  requireValues(required, '请设置角色权限标签值');
  return held.includes(SUPER_ROLE) || required.every((role) => held.includes(role.trim()));
}

export function isSuperUser(grants: Grants): boolean {
  return grants.roles.includes(SUPER_ROLE) || grants.permissions.includes(ALL_PERMISSION);
}
