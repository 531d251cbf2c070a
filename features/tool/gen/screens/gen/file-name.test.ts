import { tabLabelsOf } from './file-name';

describe('tabLabelsOf', () => {
  it('names template paths by the file part before .vm', () => {
    expect(tabLabelsOf(['vm/java/domain.java.vm', 'vm/ts/api.ts.vm'])).toEqual(['domain.java', 'api.ts']);
  });

  it('names project files by their file name', () => {
    expect(tabLabelsOf(['lib/backend/modules/system/notice-routes.ts', 'notice-menu.sql'])).toEqual([
      'notice-routes.ts',
      'notice-menu.sql',
    ]);
  });

  it('adds folders to files that share a name until the labels differ', () => {
    expect(tabLabelsOf(['lib/backend/db/schema/notice.ts', 'lib/api/notice.ts', 'lib/backend/modules/system/notice-service.ts'])).toEqual([
      'schema/notice.ts',
      'api/notice.ts',
      'notice-service.ts',
    ]);
  });
});
