/** Every server group the bench has started and not stopped yet. */
const running = new Set<() => void>();

/**
 * Sends SIGTERM to a process group the bench started, once; a group already gone (it exited,
 * or was stopped before) is not an error: the bench ends cleanly either way.
 */
export function groupStopper(pid: number | undefined): () => void {
  let stopped = false;
  const stop = () => {
    if (stopped || !pid) return;
    stopped = true;
    running.delete(stop);
    try {
      process.kill(-pid, 'SIGTERM');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };
  running.add(stop);
  return stop;
}

/**
 * The servers are detached (their own process groups, for their CPU time): a bench stopped by
 * SIGINT or SIGTERM stops them before it exits, so none keeps its port.
 */
export function stopServersOnSignal() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const stop of [...running]) stop();
      process.exit(130);
    });
  }
}

/**
 * Throws when something already listens on the port: a server the bench starts there would
 * fail to listen, and the bench would measure whatever answers instead.
 */
export async function assertPortFree(port: number): Promise<void> {
  const { createServer } = await import('node:net');
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`le port ${port} est déjà pris : un autre serveur y répondrait`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Waits (up to 15 s) until nothing listens on the port: a stopped server lets it go. */
export async function waitPortFree(port: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      return await assertPortFree(port);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
