/** `npm test`: types, lint, unit, integration (real Postgres), end-to-end (Chromium). */
import { spawnSync } from 'node:child_process';

const steps: Array<[string, string[]]> = [
  ['types', ['tsc', '--noEmit']],
  ['lint', ['eslint', '.', '--max-warnings=0']],
  ['unit', ['vitest', 'run', '--project', 'unit']],
  ['integration', ['vitest', 'run', '--project', 'integration']],
  ['e2e', ['tsx', 'scripts/e2e.ts']],
];

const only = process.argv.slice(2);
const results: Array<[string, boolean, number]> = [];
for (const [name, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  results.push([name, result.status === 0, Date.now() - started]);
  if (result.status !== 0) break;
}
console.log('\n=== bilan ===');
for (const [name, ok, ms] of results)
  console.log(`${ok ? 'ok  ' : 'ÉCHEC'} ${name} (${(ms / 1000).toFixed(1)} s)`);
const failed = results.filter(([, ok]) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed || results.length < (only.length || steps.length) ? 1 : 0);
