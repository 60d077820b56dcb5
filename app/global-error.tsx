'use client';

import { createTranslator } from 'next-intl';
import messages from '@/messages/fr.json';
import './globals.css';

const t = createTranslator({ locale: 'fr', messages, namespace: 'error' });

/**
 * The root layout itself failed: this document replaces it (its own <html> and <body>, its own
 * styles). It depends on nothing the failure may have broken — no providers, no data, no shop
 * frame (the header reads the database) — and shows nothing of the error, in French. The link
 * home is a plain <a>: a full load, which builds the root layout again.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="fr">
      <head>
        <title>{`${t('title')} | Nuancier`}</title>
      </head>
      <body className="flex min-h-dvh flex-col">
        <main
          id="contenu"
          className="mx-auto max-w-2xl px-4 py-20 text-center"
          data-testid="error-page"
        >
          <p className="text-primary mb-2 text-sm font-semibold">Nuancier</p>
          <h1 className="mb-4 text-3xl font-bold tracking-tight">{t('heading')}</h1>
          <p className="mb-8 text-lg leading-relaxed">{t('text')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={retry}
              className="bg-primary text-primary-foreground rounded-md px-6 py-3 font-medium"
            >
              {t('retry')}
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose */}
            <a href="/" className="rounded-md border px-6 py-3 font-medium">
              {t('home')}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
