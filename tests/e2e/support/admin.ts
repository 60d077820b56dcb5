import { expect, type Page } from '@playwright/test';
import { DEMO } from './accounts';
import { signedIn } from './session';

/**
 * The demo administrator's session (./session.ts, no dialog), then `/admin` and its frame. For
 * journeys whose subject is the admin area, not signing in.
 */
export async function signInAsAdmin(page: Page) {
  await signedIn(page, DEMO.admin.email);
  await page.goto('/admin');
  // The admin frame is a per-request page of its own: on a busy machine its first load is slow.
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/admin$/);
}
