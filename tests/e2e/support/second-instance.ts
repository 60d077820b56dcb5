/**
 * A second `next start` of the same build on the same database (E2E_PORT + 1), for the one spec
 * that needs it (tests/e2e/cache-instances.spec.ts): started by that spec's worker fixture and
 * stopped after it, instead of running beside the whole suite (issue 35 §1).
 */
import { spawn } from 'node:child_process';

export const SECOND_INSTANCE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const SECOND_INSTANCE_URL = `http://127.0.0.1:${SECOND_INSTANCE_PORT}`;

/** Starts the server (its own process group) and resolves once it answers; `stop` ends it. */
export async function startSecondInstance(timeoutMs = 120_000): Promise<{ stop: () => void }> {
  const child = spawn(
    'npx',
    ['next', 'start', '-H', '127.0.0.1', '-p', String(SECOND_INSTANCE_PORT)],
    { env: process.env, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () => {
    // npx → next-server: the whole group, by the id of the process started here.
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`le second serveur s'est arrêté (port ${SECOND_INSTANCE_PORT})`);
    const up = await fetch(`${SECOND_INSTANCE_URL}/`, { redirect: 'manual' }).then(
      (r) => r.status > 0,
      () => false,
    );
    if (up) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`le second serveur ne répond pas (port ${SECOND_INSTANCE_PORT})`);
}
