import { spawn } from 'node:child_process';

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/bench-baseline`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('le serveur ne répond pas');
}

/** `next start` of the built shop on `port`, with extra settings; `stop()` ends it. */
export async function startServer(env: NodeJS.ProcessEnv, port: number) {
  const server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(url, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop, pid: server.pid };
}
