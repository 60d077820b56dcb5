'use client';

import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/variants';

/**
 * The French « something went wrong » block of the error pages (app/error.tsx,
 * app/(shop)/error.tsx): a way back (try again, home) and nothing of the error itself — its
 * message may carry internal details, and the digest means nothing to a shopper (it is in the
 * server's log). The link home is a plain <a>: a full load, which leaves whatever state of the
 * page failed behind (a client-side navigation kept the error boundary's page on screen).
 */
export function ErrorContent({ retry }: { retry: () => void }) {
  const t = useTranslations('error');
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="error-page">
      <h1 className="mb-4 text-3xl font-bold tracking-tight md:text-4xl">{t('heading')}</h1>
      <p className="text-muted-foreground mb-8 text-lg leading-relaxed">{t('text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonVariants({ size: 'lg' })}>
          {t('retry')}
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose */}
        <a href="/" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          {t('home')}
        </a>
      </div>
    </section>
  );
}
