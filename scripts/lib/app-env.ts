import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { env } from '../../lib/env';

/**
 * V8's young generation for the server: each page answered allocates its HTML as strings and
 * buffers, and with the default 16 MB semi-spaces the scavenger ran every few dozen requests
 * (7 % of the server's time under load, and the tail of its latencies). 32 MB halves that
 * for some 50 MB more memory.
 */
const SERVER_NODE_OPTIONS = '--max-semi-space-size=32';

/** The preload that writes the socket's address into X-Forwarded-For (socket-address.mjs). */
const SOCKET_ADDRESS_PRELOAD = `--import ${JSON.stringify(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'socket-address.mjs'),
)}`;

/**
 * NODE_OPTIONS for a Next.js server behind `trustedHops` proxies: with none, the socket-address
 * preload, so a client cannot choose the address it is throttled and logged under.
 */
export function serverNodeOptions(trustedHops: number, inherited = process.env.NODE_OPTIONS) {
  const kept = (inherited ?? '')
    .split(/\s+(?=--)/)
    .filter((o) => o && o !== SERVER_NODE_OPTIONS && o !== SOCKET_ADDRESS_PRELOAD);
  return [...kept, SERVER_NODE_OPTIONS, ...(trustedHops === 0 ? [SOCKET_ADDRESS_PRELOAD] : [])]
    .join(' ')
    .trim();
}

/** The environment the Next.js processes get: the database URL decided by the launcher. */
export function appEnv(databaseUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    EMBEDDED_DATABASE_URL: databaseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: serverNodeOptions(env.TRUSTED_PROXY_HOPS),
    ...extra,
  };
}

/**
 * What the standalone server (`.next/standalone/server.js`) needs beside the app's environment:
 * where to listen (it reads HOSTNAME and PORT, not flags; a shell's own HOSTNAME, the machine's
 * name, must not leak in) and an absolute DATA_DIR, since it runs from its own folder.
 */
export function standaloneEnv(
  port: number,
  base: NodeJS.ProcessEnv = process.env,
  hostname = '127.0.0.1',
): NodeJS.ProcessEnv {
  return {
    ...base,
    HOSTNAME: hostname,
    PORT: String(port),
    DATA_DIR: path.resolve(base.DATA_DIR ?? env.DATA_DIR),
  };
}
