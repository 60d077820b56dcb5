/**
 * The launcher on a data folder of its own: first start initialises, a second start reuses the
 * running server, and a server killed with SIGKILL (stale postmaster.pid) does not stop the
 * next start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureEmbeddedPostgres, stopEmbeddedPostgres } from '../../scripts/lib/embedded-postgres';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuancier-pg-test-'));
fs.chmodSync(dataDir, 0o755);

async function selectOne(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ one: number }>('select 1 as one');
  await client.end();
  return rows[0]?.one;
}

describe('embedded postgres launcher', () => {
  afterAll(async () => {
    await stopEmbeddedPostgres(dataDir).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('initialises, reuses a running server, and recovers after kill -9', async () => {
    const first = await ensureEmbeddedPostgres({ dataDir, port: 55100, database: 'launcher_test' });
    expect(first.reused).toBe(false);
    expect(await selectOne(first.url)).toBe(1);

    const second = await ensureEmbeddedPostgres({
      dataDir,
      port: 55100,
      database: 'launcher_test',
    });
    expect(second.reused).toBe(true);
    expect(second.port).toBe(first.port);

    const pidFile = path.join(first.dataDir, 'postmaster.pid');
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fs.existsSync(pidFile)).toBe(true);

    const third = await ensureEmbeddedPostgres({ dataDir, port: 55100, database: 'launcher_test' });
    expect(third.reused).toBe(false);
    expect(await selectOne(third.url)).toBe(1);
  }, 90_000);
});
