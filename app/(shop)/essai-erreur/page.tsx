import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { env } from '@/lib/env';

/**
 * A page that fails while it renders, so the e2e suite can see the French error page
 * (tests/e2e/error-pages.spec.ts). Only when BENCH_PAGES=1, as the e2e servers run; 404
 * otherwise. Not linked, not in the sitemap. The message is what must never reach the page.
 */
export const instant = false;
export const metadata = { robots: { index: false, follow: false } };

export default async function RenderFailure() {
  await connection();
  if (!env.BENCH_PAGES) notFound();
  throw new Error('échec de rendu provoqué (détail interne : jeton-e2e-secret)');
}
