import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { startHarness, type Harness } from '../support/api-harness';
import { createSampleTable, HOSTILE_COMMENT, SAMPLE_TABLE } from '../support/gen-sample';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

let api: Harness;
let tmp: string;

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  await createSampleTable(api);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-check-'));
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Imports the sample table and gives its columns the settings a screen would choose: dictionaries, a date range. */
async function importAndConfigure(): Promise<number> {
  expect((await api.call('POST', `/tool/gen/importTable?tables=${SAMPLE_TABLE}`)).body).toMatchObject({ code: 200 });
  const list = await api.call('GET', `/tool/gen/list?tableName=${SAMPLE_TABLE}`);
  const tableId = Number((list.body.rows as { tableId: number }[])[0].tableId);
  const detail = (await api.call('GET', `/tool/gen/${tableId}`)).body.data as {
    info: Record<string, unknown>;
    rows: Record<string, unknown>[];
  };
  const columns = detail.rows.map((column) => {
    if (column.columnName === 'kind') return { ...column, htmlType: 'select', dictType: 'sys_user_sex' };
    if (column.columnName === 'status') return { ...column, htmlType: 'radio', dictType: 'sys_normal_disable' };
    if (column.columnName === 'bought') return { ...column, queryType: 'BETWEEN' };
    if (column.columnName === 'price') return { ...column, queryType: 'GTE' };
    return column;
  });
  const saved = await api.call('PUT', '/tool/gen', { body: { ...detail.info, columns, params: { parentMenuId: 3 } } });
  expect(saved.body).toMatchObject({ code: 200 });
  return tableId;
}

describe('generated code', () => {
  test('the files for a sample table type-check inside a copy of the project', async () => {
    const tableId = await importAndConfigure();
    const preview = await api.call('GET', `/tool/gen/preview/${tableId}`);
    expect(preview.body.code).toBe(200);
    // The answer's keys are the stock template keys; `paths` gives each one's place in the project.
    const paths = preview.body.paths as Record<string, string>;
    const files = Object.fromEntries(
      Object.entries(preview.body.data as Record<string, string>).map(([key, source]) => [paths[key], source]),
    );

    // Comments cannot close themselves: the hostile column comment stays inside its comment or string.
    const table = files['features/system/instrument/tables.ts'];
    expect(table).not.toContain('*/ process.exit');
    expect(table).toContain('*\\/ process.exit');
    expect(JSON.parse(files['messages/instrument.zh.json']).admin.instrument.name).toBe(HOSTILE_COMMENT);

    // The menu SQL runs.
    await api.backend.deps.db.execute(sql.raw(files['instrument-menu.sql']));
    const menus = await api.backend.deps.db.execute(sql`select perms from sys_menu where perms like 'system:instrument:%' order by perms`);
    expect((menus as unknown as { rows: { perms: string }[] }).rows.map((row) => row.perms)).toEqual(
      ['add', 'edit', 'export', 'list', 'query', 'remove'].map((action) => `system:instrument:${action}`),
    );

    // The temporary copy: the generated files over the project (rootDirs), node_modules linked.
    const sources: string[] = [];
    for (const [file, source] of Object.entries(files)) {
      const target = path.join(tmp, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, source);
      if (/\.tsx?$/.test(file)) sources.push(`./${file}`);
    }
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
    fs.writeFileSync(
      path.join(tmp, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(ROOT, 'tsconfig.json'),
        compilerOptions: {
          incremental: false,
          noEmit: true,
          plugins: [],
          types: ['node'],
          rootDirs: ['.', ROOT],
          paths: { '@/*': ['./*', `${ROOT}/*`] },
        },
        files: sources,
        include: [],
      }),
    );
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '--noEmit', '-p', path.join(tmp, 'tsconfig.json')], { cwd: tmp }).catch(
      (error: { stdout: string; stderr: string }) => error,
    );
    expect(`${result.stdout}${result.stderr}`).toBe('');
  }, 120_000);
});
