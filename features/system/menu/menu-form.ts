/** A menu form for the tests: a C page on `route`, which no other menu may have. */
export function menuPageForm(menuName: string, route: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    menuName,
    path: route,
    component: `system/${route}/index`,
    menuType: 'C',
    isFrame: '1',
    isCache: '0',
    visible: '0',
    status: '0',
    perms: '',
    icon: 'form',
    ...overrides,
  };
}
