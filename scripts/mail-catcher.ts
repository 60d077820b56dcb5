/**
 * The local mail catcher (lib/mail/catcher.ts): `npm start` runs it in embedded mode (no
 * SMTP_URL); the e2e runner runs one on its own ports, without keeping messages on disk.
 */
import path from 'node:path';
import { env } from '../lib/env';
import { startMailCatcher } from '../lib/mail/catcher';

async function main() {
  const memoryOnly = process.argv.includes('--memory');
  const catcher = await startMailCatcher({
    smtpPort: env.MAIL_CATCHER_SMTP_PORT,
    httpPort: env.MAIL_CATCHER_HTTP_PORT,
    storeFile: memoryOnly ? undefined : path.join(env.DATA_DIR, 'mail', 'inbox.json'),
  });
  console.log(
    `[mail] boîte de réception locale sur http://127.0.0.1:${catcher.httpPort}/ (SMTP ${catcher.smtpPort})`,
  );
  const stop = () => {
    catcher.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[mail] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
