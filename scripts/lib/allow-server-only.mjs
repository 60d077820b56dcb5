/**
 * `node --import tsx --import ./scripts/lib/allow-server-only.mjs scripts/worker.ts`: the job
 * worker runs domain modules marked `import 'server-only'` (orders, payments): they are server
 * code, and the worker is a server process, but outside Next there is no `react-server`
 * condition, so the marker would throw. Only that one package is redirected (a global
 * `--conditions=react-server` would also swap React for its server build).
 */
import { register } from 'node:module';

register('./server-only-resolve.mjs', import.meta.url);
