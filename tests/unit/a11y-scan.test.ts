/**
 * The accessibility spec's scan (tests/e2e/support/shop.ts `expectNoSeriousA11yViolation`) on
 * small pages with planted violations, in the run's Chromium: whatever the scan saves in time
 * (violations only, axe injected once per document, no wait past the page's own motion), it
 * must still fail on every serious or critical violation of its rule set — WCAG 2.1 A and AA
 * and best practices, in the page and in a same-origin frame — and pass a clean page.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolation } from '../e2e/support/shop';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

let browser: Browser;
let page: Page;
/** The page served next at `/`, and a frame's page at `/cadre` (one origin, as the shop's). */
const served = { page: '', frame: '' };
const server = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(request.url === '/cadre' ? served.frame : served.page);
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  page = await browser.newPage();
}, 30_000);

afterAll(async () => {
  await browser?.close();
  server.close();
});

const CLEAN = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Propre</title></head>
<body><header><a href="#contenu">Aller au contenu</a></header>
<main id="contenu"><h1>Teintes</h1><p>Un texte lisible.</p>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Pot de peinture"></main></body></html>`;

/** The violations found by a scan of `html`, read from the failure message (none: passed). */
async function violationsOf(html: string, frame = ''): Promise<string> {
  served.page = html;
  served.frame = frame;
  await page.goto(`${origin}/`);
  try {
    await expectNoSeriousA11yViolation(page);
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('the accessibility scan of the e2e journeys', () => {
  it('passes a clean page', async () => {
    expect(await violationsOf(CLEAN)).toBe('');
  }, 30_000);

  it('fails on a critical WCAG A violation: an image without text', async () => {
    const found = await violationsOf(CLEAN.replace('alt="Pot de peinture"', ''));
    expect(found).toContain('image-alt (critical)');
  }, 30_000);

  it('fails on a serious WCAG AA violation: text without contrast, behind a finished fade', async () => {
    const found = await violationsOf(
      CLEAN.replace(
        '<p>Un texte lisible.</p>',
        `<style>@keyframes in { from { opacity: 0 } to { opacity: 1 } }</style>
         <p style="color:#bbb;background:#fff;animation:in 200ms">Un texte pâle.</p>`,
      ),
    );
    expect(found).toContain('color-contrast (serious)');
  }, 30_000);

  it('fails on a serious best-practice violation and on one inside a same-origin frame', async () => {
    const found = await violationsOf(
      CLEAN.replace(
        '<p>Un texte lisible.</p>',
        `<div role="dialog"><p>Une fenêtre sans nom.</p></div>
         <iframe title="Aperçu" src="/cadre"></iframe>`,
      ),
      '<!doctype html><html lang="fr"><head><title>Aperçu</title></head><body><main><h1>Aperçu</h1><input type="text"></main></body></html>',
    );
    // A dialog without a name (best practice), an unlabelled field in the frame (WCAG A).
    expect(found).toContain('aria-dialog-name (serious)');
    expect(found).toContain('label (critical)');
  }, 30_000);

  it('leaves moderate and minor findings to the reader: only serious and critical fail', async () => {
    // A page without a main landmark or first-level heading: `landmark-one-main` and
    // `page-has-heading-one` are moderate best practices.
    expect(
      await violationsOf(
        '<!doctype html><html lang="fr"><head><title>Sans repère</title></head><body><p>Texte.</p></body></html>',
      ),
    ).toBe('');
  }, 30_000);
});
