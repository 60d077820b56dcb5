/**
 * The launchers' children (`npm start`, the e2e runner): each one is a node process spawned
 * directly (never through `npx`, which does not pass SIGTERM on). With `ownGroups` (`npm
 * start`), each runs in its own process group: a terminal's Ctrl-C reaches the launcher alone,
 * which stops the children in its own order; a whole group is signalled, whatever the child
 * started itself.
 *
 * A helper (the job worker, the mail catcher) that dies is started again after a growing pause
 * and logged; one that keeps dying (`maxDeaths` within `windowMs`) makes the supervisor give up,
 * and the launcher stops everything rather than leave a shop that takes orders and sends no
 * e-mail. `stop()` ends every child within `stopTimeoutMs`: SIGTERM, then SIGKILL.
 * See docs/decisions/process-supervision.md.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';

type ChildSpec = {
  /** French name for the log lines (« le serveur », « la boîte de réception locale »…). */
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
  /** Started again when it dies (helpers); otherwise its death is the end (the server). */
  restart: boolean;
  /** Resolves once the child is ready to be relied on; rejects if it is not. */
  ready?: (child: ChildProcess) => Promise<void>;
};

export type Policy = {
  /** First pause before a restart, doubled at each death in the window, at most `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Deaths of one helper within `windowMs` after which the supervisor gives up. */
  maxDeaths: number;
  windowMs: number;
  /** SIGTERM, then SIGKILL for whatever is still running after this long. */
  stopTimeoutMs: number;
};

export const DEFAULT_POLICY: Policy = {
  baseDelayMs: 1_000,
  maxDelayMs: 15_000,
  maxDeaths: 5,
  windowMs: 60_000,
  stopTimeoutMs: 6_000,
};

export type Supervisor = {
  /** Starts a child (and waits for it to be ready); restarts it on death if it is a helper. */
  add(spec: ChildSpec): Promise<ChildProcess>;
  /** The processes running now, by name. */
  running(): Map<string, ChildProcess>;
  /** Ends every child; resolves once all are gone. */
  stop(): Promise<void>;
};

type Hooks = {
  log?: (line: string) => void;
  /** A child ended for good: a helper that kept dying, or a child that is not restarted. */
  onFatal: (reason: string, code: number) => void;
  /** Each child in its own process group (the launcher handles the terminal's signals). */
  ownGroups?: boolean;
};

function signal(child: ChildProcess, name: NodeJS.Signals) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // `detached` children lead their own group: signal all of it.
    process.kill(isGroupLeader.has(child) ? -child.pid : child.pid, name);
  } catch {
    // Already gone.
  }
}

const isGroupLeader = new WeakSet<ChildProcess>();

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export function createSupervisor(hooks: Hooks, policy: Policy = DEFAULT_POLICY): Supervisor {
  const log = hooks.log ?? ((line: string) => console.error(line));
  const children = new Map<string, ChildProcess>();
  let stopping = false;

  function launch(spec: ChildSpec): ChildProcess {
    const child = spawn(process.execPath, spec.args, {
      env: spec.env,
      stdio: spec.stdio ?? 'inherit',
      detached: hooks.ownGroups === true,
    });
    if (hooks.ownGroups) isGroupLeader.add(child);
    children.set(spec.name, child);
    return child;
  }

  async function add(spec: ChildSpec): Promise<ChildProcess> {
    const deaths: number[] = [];
    const watch = (child: ChildProcess) => {
      child.once('exit', (code, killedBy) => {
        if (children.get(spec.name) === child) children.delete(spec.name);
        if (stopping) return;
        const how = killedBy ? `signal ${killedBy}` : `code ${code}`;
        if (!spec.restart) {
          hooks.onFatal(`[start] ${spec.name} s’est arrêté (${how})`, code || 1);
          return;
        }
        const now = Date.now();
        deaths.push(now);
        while (deaths.length && deaths[0]! < now - policy.windowMs) deaths.shift();
        if (deaths.length >= policy.maxDeaths) {
          hooks.onFatal(
            `[start] ${spec.name} s’est arrêté ${deaths.length} fois en ${Math.round(policy.windowMs / 1000)} s (${how}) : arrêt de la boutique`,
            1,
          );
          return;
        }
        const delay = Math.min(policy.baseDelayMs * 2 ** (deaths.length - 1), policy.maxDelayMs);
        log(
          `[start] ${spec.name} s’est arrêté (${how}) : redémarrage dans ${(delay / 1000).toFixed(1)} s (${deaths.length}/${policy.maxDeaths})`,
        );
        setTimeout(() => {
          if (stopping) return;
          const next = launch(spec);
          watch(next);
          (spec.ready ? spec.ready(next) : Promise.resolve()).then(
            () => log(`[start] ${spec.name} redémarré (pid ${next.pid})`),
            // Its exit is counted by `watch` like any other death.
            () => signal(next, 'SIGKILL'),
          );
        }, delay).unref();
      });
    };
    const child = launch(spec);
    watch(child);
    if (spec.ready) await spec.ready(child);
    return child;
  }

  async function stop(): Promise<void> {
    stopping = true;
    const all = [...children.values()];
    for (const child of all) signal(child, 'SIGTERM');
    const killer = setTimeout(() => {
      for (const child of all) signal(child, 'SIGKILL');
    }, policy.stopTimeoutMs);
    await Promise.all(all.map(exited));
    clearTimeout(killer);
  }

  // A launcher that exits without calling stop() (an uncaught error) leaves no helper behind.
  process.once('exit', () => {
    for (const child of children.values()) signal(child, 'SIGTERM');
  });

  return { add, running: () => new Map(children), stop };
}
