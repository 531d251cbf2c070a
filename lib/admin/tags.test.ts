import { addTag, closeTags, loadTags, nextAfterClose, type VisitedTag } from './tags';

const tag = (path: string, affix = false): VisitedTag => ({ path, fullPath: path, title: path, affix, noCache: false });
const paths = (tags: VisitedTag[]) => tags.map((t) => t.path);

describe('tags view', () => {
  const tags = [tag('/index', true), tag('/a'), tag('/b'), tag('/c')];

  it('adds a page once', () => {
    expect(paths(addTag(tags, tag('/b')))).toEqual(['/index', '/a', '/b', '/c']);
    expect(paths(addTag(tags, tag('/d')))).toEqual(['/index', '/a', '/b', '/c', '/d']);
  });

  it('keeps affixed tabs through every close', () => {
    expect(paths(closeTags(tags, '/b', 'closeCurrent'))).toEqual(['/index', '/a', '/c']);
    expect(paths(closeTags(tags, '/b', 'closeOthers'))).toEqual(['/index', '/b']);
    expect(paths(closeTags(tags, '/b', 'closeRight'))).toEqual(['/index', '/a', '/b']);
    expect(paths(closeTags(tags, '/b', 'closeLeft'))).toEqual(['/index', '/b', '/c']);
    expect(paths(closeTags(tags, '/b', 'closeAll'))).toEqual(['/index']);
    expect(paths(closeTags(tags, '/index', 'closeCurrent'))).toEqual(paths(tags));
  });

  it('goes to the last tab left when the open one closes', () => {
    expect(nextAfterClose([tag('/index', true), tag('/a')], '/b', '/index')).toBe('/a');
    expect(nextAfterClose([tag('/index', true), tag('/b')], '/b', '/index')).toBeNull();
    expect(nextAfterClose([], '/b', '/index')).toBe('/index');
  });

  it('reads stored tabs defensively', () => {
    expect(loadTags('not json')).toEqual([]);
    expect(loadTags(JSON.stringify([{ path: '/a', fullPath: '/a?x=1', title: 'A' }, { path: 3 }]))).toEqual([
      { path: '/a', fullPath: '/a?x=1', title: 'A', affix: false, noCache: false },
    ]);
  });
});
