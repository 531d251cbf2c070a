import { ImportError } from './import-error';
import { failedAt } from './row-sync';

test('a write the database refused names the row the import stopped at, and says nothing stayed', () => {
  const refused = new Error('Failed query: insert into "sys_user" …', {
    cause: new Error('duplicate key value violates unique constraint "sys_user_phonenumber_uq"'),
  });
  const error = failedAt(refused, 'sys_user 2 ry');
  expect(error).toBeInstanceOf(ImportError);
  expect(error.message).toBe(
    'The import stopped at sys_user 2 ry: duplicate key value violates unique constraint "sys_user_phonenumber_uq". Nothing of the import was written: its transaction was rolled back.',
  );
});

test('a refusal the import itself gave passes through as it is', () => {
  const own = new ImportError('The source database is not a RuoYi-Vue database');
  expect(failedAt(own, 'sys_user 2 ry')).toBe(own);
});
