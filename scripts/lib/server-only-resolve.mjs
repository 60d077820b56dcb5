/**
 * Module resolution hook of the job worker (see allow-server-only.mjs): `server-only` resolves
 * to the package's own empty module, as it does under React's `react-server` condition.
 */
const EMPTY = new URL('../../node_modules/server-only/empty.js', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: EMPTY, format: 'commonjs', shortCircuit: true };
  return nextResolve(specifier, context);
}
