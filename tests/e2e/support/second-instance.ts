/**
 * Another instance of the same build (its standalone server, as the run's main server and the
 * production path) on the same database, for the specs that need one:
 * started by that spec's worker fixture and stopped after it, instead of running beside the
 * whole suite. Each spec has its own port, so two such specs may run side by side:
 * - E2E_PORT + 1, as shipped: tests/e2e/cache-instances.spec.ts (what one instance writes shows
 *   on the other);
 * - E2E_PORT + 2, behind one trusted proxy hop (TRUSTED_PROXY_HOPS=1, the browser playing the
 *   proxy): tests/e2e/engagement.spec.ts gives each test its own address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { serverNodeOptions, standaloneEnv } from '../../../scripts/lib/app-env';
import { STANDALONE_SERVER } from '../../../scripts/lib/next-build';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SECOND_INSTANCE_PORT = E2E_PORT + 1;
export const SECOND_INSTANCE_URL = `http://127.0.0.1:${SECOND_INSTANCE_PORT}`;
export const PROXIED_INSTANCE_PORT = E2E_PORT + 2;
export const PROXIED_INSTANCE_URL = `http://127.0.0.1:${PROXIED_INSTANCE_PORT}`;

type Instance = { port: number; trustedHops: number };

/** Starts the server (its own process group) and resolves once it answers; `stop` ends it. */
export async function startSecondInstance(
  { port, trustedHops }: Instance = { port: SECOND_INSTANCE_PORT, trustedHops: 0 },
  timeoutMs = 120_000,
): Promise<{ stop: () => void }> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [STANDALONE_SERVER], {
    env: {
      ...standaloneEnv(port),
      TRUSTED_PROXY_HOPS: String(trustedHops),
      NODE_OPTIONS: serverNodeOptions(trustedHops),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () => {
    // The whole group, by the id of the process started here.
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
    if (exited) throw new Error(`le second serveur s'est arrêté (port ${port})`);
    const up = await fetch(`${url}/`, { redirect: 'manual' }).then(
      (r) => r.status > 0,
      () => false,
    );
    if (up) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`le second serveur ne répond pas (port ${port})`);
}
