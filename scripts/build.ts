/**
 * `npm run build`: one production build for every server of a deployment (README
 * « Production »). The build prerenders page shells from the database, so it needs one with its
 * migrations applied: the embedded one (started, migrated, demo catalogue on first run) or
 * DATABASE_URL (migrated, never seeded). Always builds (`npm start` builds only when the code
 * or configuration changed), then completes `.next/standalone` with `public/` and
 * `.next/static`, which `node .next/standalone/server.js` serves.
 */
import { env } from '../lib/env';
import { appEnv } from './lib/app-env';
import { databaseReady } from './lib/database';
import { buildIfNeeded } from './lib/next-build';

async function main() {
  const url = await databaseReady({ seed: !env.DATABASE_URL });
  await buildIfNeeded(appEnv(url), url, true);
}

main().catch((error: unknown) => {
  console.error(`[build] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
