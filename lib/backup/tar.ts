import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gunzipSync, createGzip } from 'node:zlib';
import { once } from 'node:events';

/**
 * The few lines of POSIX ustar a backup needs (regular files, names up to 100 bytes), gzipped:
 * no dependency, and `tar -xzf` reads the archive as well.
 */
const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  const bytes = Buffer.from(name, 'utf8');
  if (bytes.length > 100) throw new Error(`nom trop long pour l’archive : ${name}`);
  const h = Buffer.alloc(BLOCK);
  bytes.copy(h, 0);
  const octal = (value: number, at: number, width: number) =>
    h.write(`${value.toString(8).padStart(width - 1, '0')}\0`, at, 'ascii');
  octal(0o644, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

export type TarWriter = {
  add(name: string, body: Buffer | string): Promise<void>;
  close(): Promise<void>;
};

/** Writes `file` (tar.gz) entry by entry: a table's rows need not all be in memory at once. */
export function tarWriter(file: string, mtime = new Date()): TarWriter {
  const gzip = createGzip();
  const out = createWriteStream(file);
  gzip.pipe(out);
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  return {
    async add(name, body) {
      const data = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      await write(header(name, data.length, mtime));
      await write(data);
      const pad = (BLOCK - (data.length % BLOCK)) % BLOCK;
      if (pad) await write(Buffer.alloc(pad));
    },
    async close() {
      await write(Buffer.alloc(BLOCK * 2));
      gzip.end();
      await once(out, 'close');
    },
  };
}

/** Every regular file of a tar.gz, by name. */
export async function readTar(file: string): Promise<Map<string, Buffer>> {
  const data = gunzipSync(await readFile(file));
  const entries = new Map<string, Buffer>();
  let at = 0;
  while (at + BLOCK <= data.length) {
    const h = data.subarray(at, at + BLOCK);
    if (h.every((b) => b === 0)) break;
    const name = h.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(h.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim(), 8);
    const type = String.fromCharCode(h[156]!);
    at += BLOCK;
    if (type === '0' || type === '\0') entries.set(name, Buffer.from(data.subarray(at, at + size)));
    at += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
