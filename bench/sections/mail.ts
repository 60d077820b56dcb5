/**
 * E-mail at the pace of a newsletter (issue 36 §3): BENCH_MAIL_COUNT newsletter e-mails (10,000
 * by default) queued in the outbox and delivered by one job worker to the local mail catcher,
 * timed in its own process (bench/lib/mail-timing.ts), then the ceiling: the catcher alone fed
 * by a bare pooled nodemailer loop. Prints e-mails per second and CPU ms per e-mail.
 * Goal: 10,000 e-mails in ≤ 120 s. `npm run bench -- --only=mail` runs this section alone.
 */
import { spawnSync } from 'node:child_process';
import type { BenchSection } from '../types';

const GOAL_SECONDS = 120;

export const section: BenchSection = async () => {
  console.log('\nE-mails (boîte d’envoi → service d’envoi → boîte de réception locale)');
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './scripts/lib/allow-server-only.mjs',
      'bench/lib/mail-timing.ts',
    ],
    {
      env: { ...process.env, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines = run.stdout.trim().split('\n');
  try {
    const t = JSON.parse(lines.at(-1) ?? '') as {
      count: number;
      shop: { seconds: number; perSecond: number };
    };
    for (const line of lines.slice(0, -1)) if (!line.startsWith('[')) console.log(line);
    const per10k = (10_000 / t.shop.perSecond).toFixed(0);
    console.log(
      `${t.shop.perSecond.toFixed(0)} e-mails/s : 10 000 e-mails en ~${per10k} s (objectif ≤ ${GOAL_SECONDS} s)`,
    );
  } catch {
    console.log(`échec (${run.stderr.trim().split('\n').slice(-3).join(' ')})`);
  }
};
