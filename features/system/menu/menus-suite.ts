/** The shared setup of the menus API tests: one harness per test file, started before its tests. */
import { eq } from 'drizzle-orm';
import { sysMenu } from '@/lib/backend/db/schema';
import type { Harness } from '@/tests/support/api-harness';
import { addedId, featureSuite, type Call } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';
import { MENU } from '@/tests/support/role-helpers';
import { menuPageForm } from './menu-form';

export const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export let api: Harness;

export let member: Person;

/** A menu manager: menu and role pages with their buttons, nothing else. */
export let manager: Person;

export const MANAGER_MENUS = [
  MENU.system,
  MENU.rolePage,
  MENU.roleQuery,
  MENU.menuPage,
  MENU.menuQuery,
  MENU.menuAdd,
  MENU.menuEdit,
  MENU.menuRemove,
];

export let admin: Call;

export const stored = async (menuId: number) => (await api.backend.deps.db.select().from(sysMenu).where(eq(sysMenu.menuId, menuId)))[0];

featureSuite(
  { people: ['member'], holders: { manager: { deptId: 102, role: { roleName: '菜单管理员', menuIds: MANAGER_MENUS } } } },
  (suite) => {
    ({ api, admin, member, manager } = suite);
  },
);

export let seq = 0;

/** A menu form; C pages get a path and route no other test uses. */
export function menuForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return menuPageForm(`测试菜单${seq}`, `testpage${seq}`, { parentId: MENU.system, orderNum: 50 + seq, ...overrides });
}

export async function newMenu(overrides: Record<string, unknown> = {}): Promise<number> {
  return addedId(admin, '/system/menu', menuForm(overrides));
}

export interface Router {
  name?: string;
  path: string;
  component?: string;
  meta?: { title: string; titleEs?: string; link: string | null };
  children?: Router[];
}

export const systemRoutes = async () => {
  const routers = (await admin('GET', '/getRouters')).body.data as Router[];
  return routers.find((router) => router.path === '/system')?.children ?? [];
};

export interface Node {
  id: number;
  label: string;
  disabled: boolean;
  children?: Node[];
}

export const idsOf = (nodes: Node[]): number[] => nodes.flatMap((node) => [node.id, ...idsOf(node.children ?? [])]);
