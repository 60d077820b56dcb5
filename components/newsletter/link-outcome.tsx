import Link from 'next/link';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { getEngagementT } from '@/lib/i18n/engagement';
import type { LinkOutcome } from '@/lib/newsletter/subscriptions';

/** What a newsletter link did (confirmation or unsubscription), in French. */
export function LinkOutcomeView({
  page,
  outcome,
}: {
  page: 'confirm' | 'unsubscribe';
  outcome: LinkOutcome;
}) {
  const t = getEngagementT('newsletterPages');
  const good = outcome === 'done' || outcome === 'already';
  const Icon = good ? CheckCircle2 : CircleAlert;
  return (
    <div className="mx-auto max-w-2xl px-4 py-14" data-testid={`newsletter-${page}-${outcome}`}>
      <h1 className="mb-4 flex items-center gap-3 text-3xl font-bold tracking-tight">
        <Icon className={good ? 'text-success size-8' : 'text-destructive size-8'} aria-hidden />
        {t(`${page}.${outcome}.title`)}
      </h1>
      <p className="text-muted-foreground mb-8 text-lg leading-relaxed">
        {t(`${page}.${outcome}.text`)}
      </p>
      <p className="flex gap-6">
        <Link href="/" className="underline underline-offset-2">
          {t('backHome')}
        </Link>
        <Link href="/contact" className="underline underline-offset-2">
          {t('contact')}
        </Link>
      </p>
    </div>
  );
}
