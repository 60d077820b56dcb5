import type { Metadata } from 'next';
import { connection } from 'next/server';
import { LinkOutcomeView } from '@/components/newsletter/link-outcome';
import { getDb } from '@/lib/db/client';
import { getEngagementT } from '@/lib/i18n/engagement';
import { unsubscribe } from '@/lib/newsletter/subscriptions';

/**
 * /newsletter/unsubscribe?jeton=…: One click from any newsletter e-mail, no sign-in: the signed link unsubscribes at once.
 * Rendered per request; a missing, forged or expired link gets its French explanation.
 */
export const instant = false;

export const metadata: Metadata = {
  title: getEngagementT('newsletterPages')('unsubscribe.metaTitle'),
  robots: { index: false },
};

export default async function Page({ searchParams }: PageProps<'/newsletter/unsubscribe'>) {
  await connection();
  const { jeton } = await searchParams;
  const outcome = await unsubscribe(getDb(), jeton);
  return <LinkOutcomeView page="unsubscribe" outcome={outcome} />;
}
