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

/** A check that passes on the master value, or when one (`some`) or each (`every`) required value is held. */
function grantCheck(master: string, missingMessage: string, match: 'some' | 'every') {
  return (held: readonly string[], required: readonly string[]): boolean => {
    if (!Array.isArray(required) || required.length === 0) throw new Error(missingMessage);
    return held.includes(master) || required[match]((value) => held.includes(value.trim()));
  };
}

/** True when the user holds any of the permissions. */
export const hasPermi = grantCheck(ALL_PERMISSION, '请设置操作权限标签值', 'some');

/** True when the user holds every one of the permissions. */
export const hasPermiAnd = grantCheck(ALL_PERMISSION, '请设置操作权限标签值', 'every');

/** True when the user has the admin role or any of the roles. */
export const hasRole = grantCheck(SUPER_ROLE, '请设置角色权限标签值', 'some');

/** True when the user has the admin role or every one of the roles. */
export const hasRoleAnd = grantCheck(SUPER_ROLE, '请设置角色权限标签值', 'every');

export function isSuperUser(grants: Grants): boolean {
  return grants.roles.includes(SUPER_ROLE) || grants.permissions.includes(ALL_PERMISSION);
}
