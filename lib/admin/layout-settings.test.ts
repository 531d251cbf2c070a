import {
  DEFAULT_LAYOUT_SETTINGS,
  lockedPathOf,
  THEME_PRESETS,
  parseLayoutSettings,
  sidebarOpenedOf,
  sizeOf,
  visibleTopMenuCount,
} from './layout-settings';

describe('layout settings', () => {
  it('default to the spec values', () => {
    expect(parseLayoutSettings(null)).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(DEFAULT_LAYOUT_SETTINGS.theme).toBe('#409EFF');
    expect(THEME_PRESETS).toHaveLength(8);
  });
  it('keep valid stored fields and drop bad ones', () => {
    const stored = JSON.stringify({ theme: '#ff4500', sideTheme: 'theme-light', topNav: true, tagsView: 'yes', fixedHeader: false });
    expect(parseLayoutSettings(stored)).toEqual({
      ...DEFAULT_LAYOUT_SETTINGS,
      theme: '#ff4500',
      sideTheme: 'theme-light',
      topNav: true,
      fixedHeader: false,
    });
    expect(parseLayoutSettings(JSON.stringify({ theme: 'red; background:url(x)' })).theme).toBe('#409EFF');
    expect(parseLayoutSettings('{broken')).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });
  it('read the size and sidebar cookies', () => {
    expect(sizeOf(undefined)).toBe('medium');
    expect(sizeOf('mini')).toBe('mini');
    expect(sizeOf('huge')).toBe('medium');
    expect(sidebarOpenedOf(undefined)).toBe(true);
    expect(sidebarOpenedOf('0')).toBe(false);
  });
  it('fit top menu items into a third of the window', () => {
    expect(visibleTopMenuCount(1280)).toBe(5);
    expect(visibleTopMenuCount(1920)).toBe(7);
    expect(visibleTopMenuCount(200)).toBe(1);
  });
});

describe('lockedPathOf', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['%2Fsystem%2Fuser', '/system/user'],
    ['/monitor/job', '/monitor/job'],
    ['https%3A%2F%2Fevil.example', '/index'],
    ['%2F%2Fevil.example', '/index'],
    ['%E0%A4%A', '/index'],
    ['', '/index'],
  ])('the lock cookie %p goes back to %p', (value, path) => {
    expect(lockedPathOf(value)).toBe(path);
  });
});
