import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(__dirname),
  // 'server-only' throws outside React Server Components; tests import server modules directly.
  'server-only': path.resolve(__dirname, 'tests/support/empty.ts'),
};

const UNIT = [
  'lib/**/*.test.ts',
  'components/**/*.test.ts',
  'components/**/*.test.tsx',
  'scripts/**/*.test.ts',
  'supabase/**/*.test.ts',
  'tests/architecture/**/*.test.ts',
  'tests/unit/**/*.test.ts',
];

/**
 * What a unit test file can change for the files after it in the same process: module mocks,
 * the module registry, environment variables, globals, the clock, the DOM environment. Such a
 * file runs in a process of its own (`unit-isolated`); so does one that says so in a comment
 * (« Runs in a process of its own », with the reason: state it keeps on `globalThis`…).
 */
const CHANGES_THE_PROCESS =
  /\bvi\.(mock|doMock|unmock|doUnmock|hoisted|resetModules|stubEnv|stubGlobal|useFakeTimers)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|Object\.assign\(process\.env|delete process\.env|@vitest-environment|Runs in a process of its own/;

/**
 * The unit test files that must run isolated: the file itself or a test helper it imports
 * (a relative import under tests/) matches CHANGES_THE_PROCESS.
 */
function isolatedUnitFiles(): string[] {
  const changes = (file: string): boolean => {
    const source = fs.readFileSync(file, 'utf8');
    if (CHANGES_THE_PROCESS.test(source)) return true;
    return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].some(([, spec]) => {
      const helper = path.resolve(path.dirname(file), spec!);
      if (!helper.startsWith(path.resolve(__dirname, 'tests') + path.sep)) return false;
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => helper + ext).find(fs.existsSync);
      return found ? CHANGES_THE_PROCESS.test(fs.readFileSync(found, 'utf8')) : false;
    });
  };
  const testFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
      return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  // The folders of UNIT.
  const roots = ['lib', 'components', 'scripts', 'supabase', 'tests/architecture', 'tests/unit'];
  return roots
    .flatMap((root) => testFiles(path.resolve(__dirname, root)))
    .filter(changes)
    .map((file) => path.relative(__dirname, file).split(path.sep).join('/'));
}

const isolatedUnit = isolatedUnitFiles();

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          // Most unit files share their worker processes and module cache: each file in a new
          // process cost more than the tests themselves (docs/decisions/ci-pipeline.md).
          name: 'unit',
          include: UNIT,
          exclude: ['**/node_modules/**', ...isolatedUnit],
          environment: 'node',
          isolate: false,
          // Property tests run hundreds of cases: seconds on a machine busy with other work.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          include: isolatedUnit.length ? isolatedUnit : ['no-isolated-unit-file'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
