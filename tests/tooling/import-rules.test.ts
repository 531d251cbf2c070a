import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The import rules of `npm run lint` (.dependency-cruiser.cjs), run on small trees of their own. */
const root = path.resolve(__dirname, '../..');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');

/** The rules a tree of files (path → source) breaks, as `<rule> <from> → <to>` lines. */
function violations(files: Record<string, string>): string[] {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-imports-'));
  try {
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), source);
    }
    const cruised = spawnSync(depcruise, ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', tree], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (cruised.error) throw cruised.error;
    const { summary } = JSON.parse(cruised.stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
    const relative = (file: string) => path.relative(tree, path.resolve(root, file));
    return summary.violations.map(({ rule, from, to }) => `${rule.name} ${relative(from)} → ${relative(to)}`).sort();
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
}

test('two modules that import each other’s values are refused', () => {
  expect(
    violations({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    }),
  ).toEqual(['no-circular a.ts → b.ts']);
});

test('a tree whose imports run one way passes', () => {
  expect(
    violations({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': 'export const b = 1;\n',
    }),
  ).toEqual([]);
});
