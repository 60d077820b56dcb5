/**
 * The `test` and `expect` of every journey (each spec imports them from here, not from
 * '@playwright/test'; tests/unit/e2e-imports.test.ts keeps it so).
 *
 * Playwright's, plus one automatic check (issue 14): no page a journey renders writes a number
 * the English way before a unit (« 0.5 L », « 12.50 € », see ./french-numbers.ts). Every page
 * of the test is watched — its first page, the tabs and popups it opens, and the pages of the
 * contexts it makes with `browser.newContext()` — and its visible text (`document.body.innerText`)
 * read once per navigation of its main frame (a document load, read once loaded, or a
 * client-side navigation), then once more at the end of the test for the pages still open (what
 * client code drew since). A page closed by the test is simply no longer read. Anything found
 * fails the test with the address and the text.
 */
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { englishDecimals } from './french-numbers';

export * from '@playwright/test';

type Reader = (page: Page, waitForLoad: boolean) => Promise<void>;

/** Reads the page's text once per navigation of its main frame. */
function watchPage(page: Page, pages: Set<Page>, read: Reader) {
  if (pages.has(page)) return;
  pages.add(page);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) void read(page, true);
  });
  // Already on a document (a page made before the watch started).
  if (page.url() !== 'about:blank') void read(page, true);
}

function watchContext(context: BrowserContext, pages: Set<Page>, read: Reader) {
  for (const page of context.pages()) watchPage(page, pages, read);
  context.on('page', (page) => watchPage(page, pages, read));
}

/** `browser.newContext()` during the test: its pages are watched too. */
function watchNewContexts(browser: Browser, pages: Set<Page>, read: Reader): () => void {
  const original = browser.newContext;
  browser.newContext = async function (this: Browser, ...args) {
    const context = await original.apply(this, args);
    watchContext(context, pages, read);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

export const test = base.extend<{ frenchNumbers: void }>({
  frenchNumbers: [
    async ({ context, browser }, runTest) => {
      const found = new Set<string>();
      const pages = new Set<Page>();
      const note = (url: string, text: string) => {
        for (const number of englishDecimals(text)) found.add(`${url} : « ${number} »`);
      };
      const read: Reader = async (page, waitForLoad) => {
        try {
          const [url, text] = await page.evaluate(async (wait) => {
            if (wait && document.readyState !== 'complete') {
              await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
            }
            return [location.href, document.body?.innerText ?? ''] as const;
          }, waitForLoad);
          note(url, text);
        } catch {
          // The page went on to another document (read in turn) or was closed by the test.
          if (waitForLoad || page.isClosed()) return;
          // The last read met a navigation under way: once it has loaded, read it through
          // Playwright's own world (also where a context runs without JavaScript).
          await page.waitForLoadState('load').catch(() => undefined);
          if (page.isClosed()) return;
          note(page.url(), await page.locator('body').innerText({ timeout: 10_000 }));
        }
      };
      watchContext(context, pages, read);
      const restore = watchNewContexts(browser, pages, read);
      try {
        await runTest();
      } finally {
        restore();
      }
      // What client code drew after the last navigation, on the pages still open.
      await Promise.all(
        [...pages].filter((page) => !page.isClosed()).map((page) => read(page, false)),
      );
      base.expect([...found], 'nombres écrits à l’anglaise (0.5 L au lieu de 0,5 L)').toEqual([]);
    },
    { auto: true },
  ],
});
