// What a focused run of `npm test` covers: `--feature <name or path>` (a feature's folder under
// features/, such as content/article, or any file or folder) or `--changed` (the files that differ
// from main, committed or not). It lints those files, runs the Jest suites of the features they
// belong to (and the tests beside other changed files), and the browser specs whose `@features`
// line names one of those features.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Folders of a feature that hold one of its layers, not a feature of their own. */
const LAYER_FOLDERS = new Set(['client', 'screens', 'server', 'cli', 'seed', 'tasks', 'feed']);
/** Files whose change reaches every feature: the full run checks what depends on them. */
const SHARED =
  /^(lib|components|app|root|i18n|messages|tests\/support|scripts)\/|^(package(-lock)?\.json|next\.config\.ts|proxy\.ts|server\.ts)$/;
const LINTED = /\.(ts|tsx|js|mjs|cjs|json|md|css|yml|yaml)$/;
const TEST_FILE = /\.test\.tsx?$/;
const SPEC_FILE = /^e2e\/.*\.spec\.ts$/;

const git = (root, args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Files that differ from main (or, without a main branch, from HEAD), untracked ones too; deleted ones left out. */
function changedFiles(root) {
  const base = git(root, ['branch', '--list', 'main']).length ? 'main' : 'HEAD';
  const files = new Set([...git(root, ['diff', '--name-only', base]), ...git(root, ['ls-files', '--others', '--exclude-standard'])]);
  return [...files].filter((file) => fs.existsSync(path.join(root, file)));
}

/** The feature folder a file under features/ belongs to: `features/content/article`, or `features/auth`. */
function featureOf(file) {
  const parts = file.split('/');
  if (parts[0] !== 'features' || parts.length < 3) return null;
  const nested = parts.length >= 4 && !LAYER_FOLDERS.has(parts[2]);
  return parts.slice(0, nested ? 3 : 2).join('/');
}

/** Every file under `folder`, tracked or new. */
const filesUnder = (root, folder) => git(root, ['ls-files', '--cached', '--others', '--exclude-standard', '--', folder]);

/** The browser specs and the features each names on its `@features` line. */
function specFeatures(root) {
  return git(root, ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'e2e'])
    .filter((file) => SPEC_FILE.test(file) && !file.startsWith('e2e/cluster/'))
    .map((file) => {
      const line = /@features ([^\n*]+)/.exec(fs.readFileSync(path.join(root, file), 'utf8'));
      return { file, features: line ? line[1].trim().split(/\s+/) : [] };
    });
}

/** Whether a spec's feature and a focused feature folder name the same thing, or one holds the other. */
const covers = (tag, folder) => {
  const name = folder.replace(/^features\//, '');
  return tag === name || name.startsWith(`${tag}/`) || tag.startsWith(`${name}/`);
};

/** The Playwright project a spec runs in (playwright.config.ts). */
function projectOf(spec) {
  if (spec === 'e2e/abuse/zz-floods.spec.ts') return 'abuse-floods';
  if (spec.startsWith('e2e/abuse/')) return 'abuse';
  return /captcha\.spec\.ts$/.test(spec) ? 'captcha' : 'journeys';
}

/**
 * The focus of `args` (`--feature X` or `--changed`), or null for the full run. Throws with a
 * one-line message when the feature or path names nothing.
 */
export function focusOf(root, args) {
  const at = args.indexOf('--feature');
  const changed = args.includes('--changed');
  if (at < 0 && !changed) return null;
  let files;
  let folders;
  let label;
  if (at >= 0) {
    const name = args[at + 1];
    if (!name) throw new Error('--feature needs a feature (content/article) or a path');
    const folder = [path.join('features', name), name].find((candidate) => fs.existsSync(path.join(root, candidate)));
    if (!folder) throw new Error(`no feature or path named ${name} (features are the folders under features/, e.g. content/article)`);
    const relative = path.relative(root, path.resolve(root, folder));
    const folderGiven = fs.statSync(path.join(root, relative)).isDirectory();
    files = folderGiven ? filesUnder(root, relative) : [relative];
    folders = folderGiven ? [relative] : [featureOf(relative)].filter(Boolean);
    label = `feature ${name}`;
  } else {
    files = changedFiles(root);
    folders = [...new Set(files.map(featureOf).filter(Boolean))];
    label = `${files.length} changed file(s)`;
  }
  const lint = files.filter((file) => LINTED.test(file));
  const besides = files
    .filter((file) => !featureOf(file) && /\.(ts|tsx)$/.test(file) && !TEST_FILE.test(file))
    .flatMap((file) => ['.test.ts', '.test.tsx'].map((ending) => file.replace(/\.tsx?$/, ending)))
    .filter((file) => fs.existsSync(path.join(root, file)));
  const tests = [...new Set([...folders, ...files.filter((file) => TEST_FILE.test(file) && !featureOf(file)), ...besides])];
  const specs = specFeatures(root)
    .filter(({ file, features }) => files.includes(file) || features.some((tag) => folders.some((folder) => covers(tag, folder))))
    .map(({ file }) => file);
  const shared = files.filter((file) => SHARED.test(file));
  const projects = new Set(specs.map(projectOf));
  // The floods run after the rest of the abuse suite (playwright.config.ts), which must be defined.
  if (projects.has('abuse-floods')) projects.add('abuse');
  return { label, lint, tests, specs, projects: [...projects], shared };
}
