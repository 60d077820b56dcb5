import net from 'node:net';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * One raw HTTP/1.1 exchange with the app (no client-side URL normalisation, so malformed paths
 * reach the server as written): status and Location.
 */
export function rawGet(path: string, host = `127.0.0.1:${port}`) {
  return new Promise<{ status: number; location: string | null }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(15_000, () => socket.destroy(new Error(`timeout ${path}`)));
    socket.on('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 'latin1');
    });
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (data.includes('\r\n\r\n')) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const head = data.split('\r\n\r\n')[0] ?? '';
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r\n]*)/i.exec(head)?.[1] ?? null;
      resolve({ status, location });
    });
  });
}
