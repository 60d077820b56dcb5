/**
 * The error pages (issue 35 §3): French, a way back, nothing of the error shown. The shop's
 * page (app/(shop)/error.tsx) is seen failing for real in tests/e2e/error-pages.spec.ts; the
 * root layout cannot be made to fail safely in a running shop, so its replacement
 * (app/global-error.tsx) and the root boundary are rendered here.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import RootError from '@/app/error';
import GlobalError from '@/app/global-error';
import messages from '@/messages/fr.json';

const SECRET = 'détail interne jeton-unit-secret';
const error = Object.assign(new Error(SECRET), { digest: 'DIGEST-1234' });
const retry = () => undefined;
type IntlProps = { locale: string; timeZone: string; messages: object; children?: ReactNode };

function expectFrenchErrorPage(html: string) {
  expect(html).toContain('Une erreur est survenue');
  expect(html).toContain('Réessayer');
  expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Retour à l&#x27;accueil<\/a>/);
  expect(html).not.toContain('jeton-unit-secret');
  expect(html).not.toContain('DIGEST-1234');
  expect(html).not.toMatch(/something went wrong|try again/i);
}

describe('error pages', () => {
  it('global-error: its own French document, no provider needed', () => {
    const html = renderToStaticMarkup(createElement(GlobalError, { error, retry }));
    expect(html).toMatch(/^<html lang="fr">/);
    expect(html).toContain('<title>Erreur | Nuancier</title>');
    expectFrenchErrorPage(html);
  });

  it('root error boundary: the French block with a way back', () => {
    const html = renderToStaticMarkup(
      createElement(
        NextIntlClientProvider as (props: IntlProps) => ReactNode,
        { locale: 'fr', timeZone: 'Europe/Paris', messages },
        createElement(RootError, { error, retry }),
      ),
    );
    expectFrenchErrorPage(html);
  });
});
