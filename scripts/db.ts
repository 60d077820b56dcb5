/** npm run db:start | db:migrate ; `tsx scripts/db.ts stop` stops the embedded server. */
import { env } from '../lib/env';
import { databaseReady } from './lib/database';
import { stopEmbeddedPostgres } from './lib/embedded-postgres';

const command = process.argv[2] ?? 'start';

async function main() {
  if (command === 'stop') {
    const stopped = await stopEmbeddedPostgres(env.DATA_DIR);
    console.log(stopped ? 'PostgreSQL arrêté.' : 'Aucun serveur PostgreSQL en marche.');
    return;
  }
  const url = await databaseReady({ seed: command === 'start' });
  console.log(url);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
