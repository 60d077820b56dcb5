/**
 * The preload the launchers give `next start` when no proxy is trusted
 * (scripts/lib/socket-address.mjs): a server process started with it sees the socket's
 * address in X-Forwarded-For, whatever forwarding headers the client sent.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { serverNodeOptions } from './app-env';

/** A bare Node HTTP server (as `next start` makes one) echoing its request headers. */
const ECHO_SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => res.end(JSON.stringify(req.headers)));
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function headersSeen(nodeOptions: string, sent: Record<string, string>) {
  const child = spawn(process.execPath, ['-e', ECHO_SERVER], {
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
    const port = Number(chunk.toString().trim());
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: sent });
    return (await response.json()) as Record<string, string | undefined>;
  } finally {
    child.kill();
  }
}

const FORGED = {
  'x-forwarded-for': '203.0.113.66, 198.51.100.1',
  'x-real-ip': '203.0.113.66',
  forwarded: 'for=203.0.113.66',
};

describe('socket-address preload', () => {
  it('with no trusted proxy, replaces every forwarding header with the socket address', async () => {
    const seen = await headersSeen(serverNodeOptions(0, ''), FORGED);
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-real-ip']).toBeUndefined();
    expect(seen['forwarded']).toBeUndefined();
  });

  it('is left out behind a trusted proxy, whose header then reaches the shop', async () => {
    expect(serverNodeOptions(1, serverNodeOptions(0, ''))).not.toContain('socket-address');
    const seen = await headersSeen(serverNodeOptions(1, ''), FORGED);
    expect(seen['x-forwarded-for']).toBe(FORGED['x-forwarded-for']);
  });
});
