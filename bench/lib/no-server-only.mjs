// Node module hook for bench scripts run outside Next: `server-only` resolves to an empty module
// (as tests/support/empty.ts does for vitest), so server modules can be timed directly.
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
