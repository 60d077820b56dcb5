import { afterEach, describe, expect, it } from 'vitest';
import { createSupervisor, DEFAULT_POLICY, type Policy, type Supervisor } from './supervisor';

/** Fast pacing: the same rules as `npm start`'s, in milliseconds instead of seconds. */
const FAST: Policy = { ...DEFAULT_POLICY, baseDelayMs: 20, maxDelayMs: 80, stopTimeoutMs: 1_000 };
const node = (code: string) => ['-e', code];
/** A helper that stays up and exits cleanly on SIGTERM. */
const STAYS = node("setInterval(() => {}, 1000); process.on('SIGTERM', () => process.exit(0));");

let current: Supervisor | undefined;
afterEach(async () => {
  await current?.stop();
  current = undefined;
});

function supervised(policy: Policy = FAST) {
  const lines: string[] = [];
  const fatal: { reason: string; code: number }[] = [];
  let resolveFatal!: () => void;
  const gaveUp = new Promise<void>((resolve) => (resolveFatal = resolve));
  current = createSupervisor(
    {
      log: (line) => lines.push(line),
      onFatal: (reason, code) => {
        fatal.push({ reason, code });
        resolveFatal();
      },
    },
    policy,
  );
  return { supervisor: current, lines, fatal, gaveUp };
}

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('délai dépassé');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

// Each death is a node start: seconds on a loaded machine.
describe('supervisor', { timeout: 30_000 }, () => {
  it('starts a helper that died again, with a new process, and logs it in French', async () => {
    const { supervisor, lines, fatal } = supervised();
    const first = await supervisor.add({
      name: 'le worker',
      args: STAYS,
      env: process.env,
      restart: true,
    });
    first.kill('SIGKILL');
    await until(() => lines.some((l) => l.includes('le worker redémarré')));
    expect(lines[0]).toMatch(
      /le worker s’est arrêté \(signal SIGKILL\) : redémarrage dans 0\.0 s \(1\/5\)/,
    );
    const now = supervisor.running().get('le worker');
    expect(now?.pid).toBeDefined();
    expect(now?.pid).not.toBe(first.pid);
    expect(fatal).toEqual([]);
  });

  it('waits longer after each death in the window', async () => {
    const policy = { ...FAST, baseDelayMs: 200, maxDelayMs: 600 };
    const { supervisor, lines } = supervised(policy);
    await supervisor.add({
      name: 'le worker',
      args: node('process.exit(3)'),
      env: process.env,
      restart: true,
    });
    const pauses = () => lines.flatMap((l) => /redémarrage dans ([\d.]+) s/.exec(l)?.[1] ?? []);
    await until(() => pauses().length >= 3, 25_000);
    expect(pauses().slice(0, 3)).toEqual(['0.2', '0.4', '0.6']);
  });

  it('gives up on a helper that dies 5 times within the window, naming it', async () => {
    const { supervisor, fatal, gaveUp } = supervised();
    await supervisor.add({
      name: 'le worker',
      args: node('process.exit(3)'),
      env: process.env,
      restart: true,
    });
    await gaveUp;
    expect(fatal).toEqual([
      { reason: expect.stringMatching(/le worker s’est arrêté 5 fois en 60 s/), code: 1 },
    ]);
  });

  it('never restarts the server: its death is fatal', async () => {
    const { supervisor, fatal, gaveUp } = supervised();
    await supervisor.add({
      name: 'le serveur',
      args: node('process.exit(7)'),
      env: process.env,
      restart: false,
    });
    await gaveUp;
    expect(fatal).toEqual([{ reason: '[start] le serveur s’est arrêté (code 7)', code: 7 }]);
  });

  it('stop() ends every child, killing one that ignores SIGTERM after the timeout', async () => {
    const { supervisor, lines, fatal } = supervised({ ...FAST, stopTimeoutMs: 300 });
    // Both say « prêt » once their SIGTERM handler is installed: a signal sent while node is still
    // starting would end either one with the default action instead.
    const polite = await supervisor.add({
      name: 'a',
      args: node(
        "process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000); console.log('prêt');",
      ),
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
      restart: true,
      ready: (child) => new Promise((resolve) => child.stdout!.once('data', () => resolve())),
    });
    const stubborn = await supervisor.add({
      name: 'b',
      args: node(
        "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('prêt');",
      ),
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
      restart: true,
      ready: (child) => new Promise((resolve) => child.stdout!.once('data', () => resolve())),
    });
    const started = Date.now();
    await supervisor.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(polite.signalCode ?? polite.exitCode).toBe(0);
    expect(stubborn.signalCode).toBe('SIGKILL');
    // A stop is not a death: nothing restarted, nothing fatal.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(supervisor.running().size).toBe(0);
    expect(lines).toEqual([]);
    expect(fatal).toEqual([]);
  });
});
