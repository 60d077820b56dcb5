'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/variants';

/**
 * The French « page not found » message with the ways back (home, catalogue, colour search).
 * A client component without props: Next sends every route's not-found element with the
 * route's pages, and a client reference weighs a few bytes where the rendered block weighed
 * kilobytes (its messages travel once, with the frame's).
 */
export function NotFoundContent() {
  const t = useTranslations('notFound');
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="not-found">
      <p className="text-primary mb-2 text-sm font-semibold">404</p>
      <h1 className="mb-4 text-3xl font-bold tracking-tight md:text-4xl">{t('heading')}</h1>
      <p className="text-muted-foreground mb-8 text-lg leading-relaxed">{t('text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonVariants({ size: 'lg' })}>
          {t('home')}
        </Link>
        <Link href="/catalogue" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          {t('catalogue')}
        </Link>
        <Link
          href="/catalogue-couleur"
          className={buttonVariants({ size: 'lg', variant: 'outline' })}
        >
          {t('colours')}
        </Link>
      </div>
    </section>
  );
}
