import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The import rules of `npm run lint` (.dependency-cruiser.mjs), each run on a small tree of its
 * own: the configuration finds a tree's features beside itself, as it finds the portal's.
 */
const root = path.resolve(__dirname, '../..');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
const CONFIG = '.dependency-cruiser.mjs';

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** The violations of a tree, one entry each (`--output-type baseline`). */
function cruise(cwd: string, args: string[]): Violation[] {
  const cruised = spawnSync(depcruise, ['--config', CONFIG, '--output-type', 'baseline', ...args, '.'], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (cruised.error) throw cruised.error;
  return JSON.parse(cruised.stdout) as Violation[];
}

/** The rules a tree of files (path → source) breaks, as `<rule> <from> → <to>` lines. */
function violations(files: Record<string, string>): string[] {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-imports-'));
  try {
    fs.copyFileSync(path.join(root, CONFIG), path.join(tree, CONFIG));
    fs.writeFileSync(path.join(tree, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }));
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), source);
    }
    return cruise(tree, [])
      .map(({ rule, from, to }) => `${rule.name} ${from} → ${to}`)
      .sort();
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
}

const MODULE = "export default { name: 'x', contracts: [] };\n";

test('two modules that import each other are refused, by value or by type alone', () => {
  expect(
    violations({
      'lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'lib/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'lib/c.ts': "import type { D } from './d';\nexport type C = { d: D };\n",
      'lib/d.ts': "import type { C } from './c';\nexport type D = { c: C };\n",
    }),
  ).toEqual(['no-circular lib/a.ts → lib/b.ts', 'no-circular lib/c.ts → lib/d.ts']);
});

test('lib/ imports no feature, no shared UI, no composition root and no app route', () => {
  expect(
    violations({
      'features/auth/module.ts': MODULE,
      'features/auth/index.ts': 'export const auth = 1;\n',
      'components/button.tsx': 'export const Button = 1;\n',
      'root/modules.ts': 'export const MODULES = [];\n',
      'app/page.tsx': 'export default 1;\n',
      'lib/uses.ts': [
        "import { auth } from '@/features/auth';",
        "import { Button } from '../components/button';",
        "import type { MODULES } from '@/root/modules';",
        "import page from '@/app/page';",
        'export const all = [auth, Button, page] as unknown as typeof MODULES;',
        '',
      ].join('\n'),
    }),
  ).toEqual([
    'lib-is-the-platform lib/uses.ts → app/page.tsx',
    'lib-is-the-platform lib/uses.ts → components/button.tsx',
    'lib-is-the-platform lib/uses.ts → features/auth/index.ts',
    'lib-is-the-platform lib/uses.ts → root/modules.ts',
  ]);
});

test('components/ imports no feature, while lib/ is theirs to use', () => {
  expect(
    violations({
      'features/member/application/module.ts': MODULE,
      'features/member/application/client/api.ts': 'export const apply = 1;\n',
      'lib/format.ts': 'export const format = 1;\n',
      'components/list.tsx':
        "import { apply } from '@/features/member/application/client/api';\nimport { format } from '@/lib/format';\nexport const list = [apply, format];\n",
    }),
  ).toEqual(['components-know-no-feature components/list.tsx → features/member/application/client/api.ts']);
});

test('a feature reaches another only through its index.ts, its own area’s shared folders aside; never the root or the app, but from its command line', () => {
  expect(
    violations({
      'features/system/user/module.ts': MODULE,
      'features/system/user/index.ts': "export { userName } from './server/user-service';\n",
      'features/system/user/server/user-service.ts': 'export const userName = 1;\n',
      'features/system/server/tree.ts': 'export const tree = 1;\n',
      'features/system/role/module.ts': MODULE,
      'features/system/role/server/role-service.ts': [
        "import { userName } from '@/features/system/user';",
        "import { tree } from '../../server/tree';",
        'export const role = [userName, tree];',
        '',
      ].join('\n'),
      'features/content/article/module.ts': MODULE,
      'features/content/article/server/article-service.ts': [
        "import { userName } from '@/features/system/user/server/user-service';",
        "import { tree } from '@/features/system/server/tree';",
        "import { MODULES } from '@/root/modules';",
        'export const article = [userName, tree, MODULES];',
        '',
      ].join('\n'),
      // A feature's command-line entry point sits on top, as scripts/ do.
      'features/content/article/cli/reindex.ts': "import { MODULES } from '@/root/modules';\nexport const all = MODULES;\n",
      'root/modules.ts': 'export const MODULES = [];\n',
    }),
  ).toEqual([
    'feature-public-face features/content/article/server/article-service.ts → features/system/server/tree.ts',
    'feature-public-face features/content/article/server/article-service.ts → features/system/user/server/user-service.ts',
    'features-below-the-root features/content/article/server/article-service.ts → root/modules.ts',
  ]);
});

test('a contract declares its answers: it imports no server file, while its services import it', () => {
  expect(
    violations({
      'features/system/post/module.ts': MODULE,
      'features/system/post/contract.ts': "import type { PostRow } from './server/post-service';\nexport type PostWire = PostRow;\n",
      'features/system/post/public-contract.ts': "import { postCount } from './server/post-count';\nexport const count = postCount;\n",
      'features/system/post/server/post-service.ts': 'export type PostRow = { postId: number };\n',
      'features/system/post/server/post-count.ts': 'export const postCount = 1;\n',
      'features/system/post/server/post-routes.ts': "import type { PostWire } from '../contract';\nexport const rows: PostWire[] = [];\n",
    }),
  ).toEqual([
    'contracts-declare-their-answers features/system/post/contract.ts → features/system/post/server/post-service.ts',
    'contracts-declare-their-answers features/system/post/public-contract.ts → features/system/post/server/post-count.ts',
  ]);
});
