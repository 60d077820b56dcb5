/**
 * The processes that run beside the shop: the local mail catcher (embedded mode: no SMTP_URL)
 * and the job worker, supervised (scripts/lib/supervisor.ts): a helper that dies is started
 * again and logged. Used by `npm start` and the e2e runner.
 */
import type { ChildProcess } from 'node:child_process';
import { env } from '../../lib/env';
import { createSupervisor, type Policy, type Supervisor } from './supervisor';

export type Background = { supervisor: Supervisor; stop(): Promise<void> };

/** The worker runs domain modules marked `server-only` (see scripts/lib/allow-server-only.mjs). */
function extraImports(script: string): string[] {
  return script === 'scripts/worker.ts' ? ['--import', './scripts/lib/allow-server-only.mjs'] : [];
}

/** Resolves once the catcher's inbox answers (it listens on SMTP before HTTP). */
async function catcherReady(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('la boîte de réception locale s’est arrêtée');
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
  options: {
    memoryInbox?: boolean;
    quiet?: boolean;
    /** A helper kept dying: the launcher stops everything (default: logged only). */
    onFatal?: (reason: string, code: number) => void;
    supervisor?: Supervisor;
    policy?: Policy;
  } = {},
): Promise<Background> {
  const supervisor =
    options.supervisor ??
    createSupervisor(
      { onFatal: options.onFatal ?? ((reason) => console.error(reason)) },
      options.policy,
    );
  const tsx = (script: string, ...args: string[]) => ({
    args: ['--import', 'tsx', ...extraImports(script), script, ...args],
    env: options.quiet ? { ...childEnv, LOG_LEVEL: 'warn' } : childEnv,
    restart: true,
  });
  if (!env.SMTP_URL) {
    await supervisor.add({
      name: 'la boîte de réception locale',
      ...tsx('scripts/mail-catcher.ts', ...(options.memoryInbox ? ['--memory'] : [])),
      ready: (child) => catcherReady(env.MAIL_CATCHER_HTTP_PORT, child),
    });
  }
  await supervisor.add({ name: 'le worker', ...tsx('scripts/worker.ts') });
  return { supervisor, stop: () => supervisor.stop() };
}
