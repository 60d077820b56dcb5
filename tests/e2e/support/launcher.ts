/**
 * `npm start` as an operator runs it, for tests/e2e/launcher.spec.ts: on the run's build
 * (`--no-build`), with its own embedded Postgres (its own data folder and port) and its own
 * server and mail ports, so that killing its database or its worker touches nothing the other
 * journeys use. Ports: E2E_PORT + 3 to + 6 (tests/e2e/support/second-instance.ts has + 1, + 2).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const LAUNCHER_PORT = E2E_PORT + 3;
export const LAUNCHER_URL = `http://127.0.0.1:${LAUNCHER_PORT}`;
export const LAUNCHER_DATA_DIR = path.resolve('.data', 'launcher-test');

export type Launcher = {
  child: ChildProcess;
  pid: number;
  /** Everything it wrote, stdout and stderr. */
  output: () => string;
};

/** `npm start -- --no-build`, in its own process group (as a service manager runs it). */
export function startLauncher(): Launcher {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(LAUNCHER_PORT),
    MAIL_CATCHER_SMTP_PORT: String(E2E_PORT + 4),
    MAIL_CATCHER_HTTP_PORT: String(E2E_PORT + 5),
    EMBEDDED_PG_PORT: String(E2E_PORT + 6),
    DATA_DIR: LAUNCHER_DATA_DIR,
    LOG_LEVEL: 'warn',
  };
  // The run's own database and its pacing are not this shop's.
  delete env.DATABASE_URL;
  delete env.EMBEDDED_DATABASE_URL;
  const child = spawn('npm', ['start', '--', '--no-build'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, pid: child.pid!, output: () => output };
}

/** Milliseconds until the shop's home page answers 200 (or throws after `timeoutMs`). */
export async function firstOk(launcher: Launcher, started: number, timeoutMs: number) {
  const deadline = started + timeoutMs;
  while (Date.now() < deadline) {
    if (launcher.child.exitCode !== null)
      throw new Error(`npm start s’est arrêté :\n${launcher.output()}`);
    const status = await fetch(`${LAUNCHER_URL}/`, { redirect: 'manual' }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`pas de 200 en ${timeoutMs} ms :\n${launcher.output()}`);
}

/** The processes descending from `root` now, with their command lines (Linux /proc). */
export function descendants(root: number): Map<number, string> {
  const parent = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const found = new Map<number, string>();
  const visit = (pid: number) => {
    for (const [child, ppid] of parent) {
      if (ppid !== pid || found.has(child)) continue;
      found.set(child, commandLine(child));
      visit(child);
    }
  };
  visit(root);
  return found;
}

export function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const PID_FILE = path.join(LAUNCHER_DATA_DIR, 'postgres', 'postmaster.pid');

/** The embedded Postgres' postmaster of this launcher's data folder, if its pid file is there. */
export function postmasterPid(): number | undefined {
  if (!fs.existsSync(PID_FILE)) return undefined;
  const pid = Number(fs.readFileSync(PID_FILE, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** The launcher's shop database, on the port its running server wrote in its pid file. */
export function launcherDatabaseUrl(): string {
  const port = fs.readFileSync(PID_FILE, 'utf8').split('\n')[3];
  return `postgres://postgres:postgres@127.0.0.1:${port}/nuancier`;
}

/**
 * Ends whatever a failed test left: SIGTERM to the launcher's process group, which holds npm and
 * the launcher (even once npm is gone); the launcher stops its own children.
 */
export function forceStop(launcher: Launcher | undefined) {
  if (!launcher) return;
  try {
    process.kill(-launcher.pid, 'SIGTERM');
  } catch {
    // Gone.
  }
}
