/**
 * The processes that run beside the shop: the local mail catcher (embedded mode: no SMTP_URL)
 * and the job worker. Used by `npm start` and the e2e runner.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { env } from '../../lib/env';

export type Background = { children: ChildProcess[]; stop(): void };

/** The worker runs domain modules marked `server-only` (see scripts/lib/allow-server-only.mjs). */
function extraImports(script: string): string[] {
  return script === 'scripts/worker.ts' ? ['--import', './scripts/lib/allow-server-only.mjs'] : [];
}

/** Resolves once the catcher's inbox answers (it listens on SMTP before HTTP). */
async function catcherReady(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error('la boîte de réception locale s’est arrêtée');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/messages`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startBackground(
  childEnv: NodeJS.ProcessEnv,
  options: { memoryInbox?: boolean; quiet?: boolean } = {},
): Promise<Background> {
  const children: ChildProcess[] = [];
  const tsx = (script: string, ...args: string[]) =>
    spawn(process.execPath, ['--import', 'tsx', ...extraImports(script), script, ...args], {
      stdio: 'inherit',
      env: options.quiet ? { ...childEnv, LOG_LEVEL: 'warn' } : childEnv,
    });
  if (!env.SMTP_URL) {
    const catcher = tsx('scripts/mail-catcher.ts', ...(options.memoryInbox ? ['--memory'] : []));
    children.push(catcher);
    await catcherReady(env.MAIL_CATCHER_HTTP_PORT, catcher);
  }
  children.push(tsx('scripts/worker.ts'));
  return {
    children,
    stop() {
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}
