import type { Metadata } from 'next';
import { connection } from 'next/server';
import { LinkOutcomeView } from '@/components/newsletter/link-outcome';
import { getDb } from '@/lib/db/client';
import { getEngagementT } from '@/lib/i18n/engagement';
import { confirmSubscription } from '@/lib/newsletter/subscriptions';

/**
 * /newsletter/confirm?jeton=…: Double opt-in: the signed link of the confirmation e-mail (48 h) confirms the sign-up.
 * Rendered per request; a missing, forged or expired link gets its French explanation.
 */
export const instant = false;

export const metadata: Metadata = {
  title: getEngagementT('newsletterPages')('confirm.metaTitle'),
  robots: { index: false },
};

export default async function Page({ searchParams }: PageProps<'/newsletter/confirm'>) {
  await connection();
  const { jeton } = await searchParams;
  const outcome = await confirmSubscription(getDb(), jeton);
  return <LinkOutcomeView page="confirm" outcome={outcome} />;
}
