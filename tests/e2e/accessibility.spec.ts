/**
 * Accessibility of the page templates, one test per page so that the two workers share them
 * (issue 35 §1): no serious or critical axe violation (support/shop.ts
 * `expectNoSeriousA11yViolation`, the same rule as everywhere).
 *
 * Moved here so far: every admin screen and form page, from the admin frame journey
 * (tests/e2e/admin.spec.ts), where they were scanned one after the other in one 4-minute test.
 * The shop's templates are still scanned inside their journeys (catalogue, layout, cart,
 * checkout, colour, search, accounts…): moving them here, once each, is the rest of the work.
 */
import { ADMIN_SCREENS } from '@/lib/admin/nav';
import { DEMO } from './support/accounts';
import { signedIn } from './support/session';
import { expectNoSeriousA11yViolation, queryDb, withConsentChosen } from './support/shop';
import { expect, test } from './support/test';

/** Every screen of the admin frame, plus a form page and an edit page (as admin.spec.ts had). */
const ADMIN_PAGES: Array<{ name: string; path: () => Promise<string> }> = [
  ...ADMIN_SCREENS.map((screen) => ({ name: screen.href, path: async () => screen.href })),
  { name: '/admin/brands/new', path: async () => '/admin/brands/new' },
  {
    name: '/admin/brands/[id]',
    path: async () => {
      const [brand] = await queryDb<{ id: string }>('select id from brands order by name limit 1');
      return `/admin/brands/${brand!.id}`;
    },
  },
  { name: '/admin/tags/new', path: async () => '/admin/tags/new' },
];

test.describe('admin pages', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const adminPage of ADMIN_PAGES) {
    test(`${adminPage.name}: no serious accessibility violation`, async ({ page }) => {
      await withConsentChosen(page);
      await signedIn(page, DEMO.admin.email);
      await page.goto(await adminPage.path());
      // The admin frame is a per-request page of its own: on a busy machine its first load is slow.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousA11yViolation(page);
    });
  }
});
