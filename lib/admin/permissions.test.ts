import { hasPermi, hasPermiAnd, hasRole, hasRoleAnd, isSuperUser } from './permissions';

describe('permission checks', () => {
  it('pass the wildcard permission and the admin role', () => {
    expect(hasPermi(['*:*:*'], ['system:user:remove'])).toBe(true);
    expect(hasRole(['admin'], ['editor'])).toBe(true);
    expect(isSuperUser({ roles: ['editor'], permissions: ['*:*:*'] })).toBe(true);
  });
  it('need one listed value held exactly', () => {
    expect(hasPermi(['system:user:list'], ['system:user:remove', 'system:user:list'])).toBe(true);
    expect(hasPermi(['system:user:list'], ['system:user:remove'])).toBe(false);
    expect(hasPermi(['system:*:*'], ['system:user:list'])).toBe(false);
    expect(hasRole(['editor'], ['reviewer'])).toBe(false);
    expect(hasRole(['ROLE_DEFAULT'], ['editor', 'ROLE_DEFAULT'])).toBe(true);
  });
  it('have all-of variants', () => {
    expect(hasPermiAnd(['a:b:c'], ['a:b:c', 'a:b:d'])).toBe(false);
    expect(hasPermiAnd(['a:b:c', 'a:b:d'], ['a:b:c', 'a:b:d'])).toBe(true);
    expect(hasRoleAnd(['x'], ['x', 'y'])).toBe(false);
  });
  it('throw without values, as the spec says', () => {
    expect(() => hasPermi(['*:*:*'], [])).toThrow('请设置操作权限标签值');
    expect(() => hasRole(['admin'], [])).toThrow('请设置角色权限标签值');
    expect(() => hasPermiAnd([], undefined as never)).toThrow();
  });
});
