import { expect, type Page } from '@playwright/test';
import { DEMO } from './accounts';
import { signedIn } from './session';
import { queryDb } from './shop';

/**
 * The demo administrator's session (./session.ts, no dialog), then `/admin` and its frame — or,
 * given `path`, that admin page straight away (one page load fewer). For journeys whose subject
 * is the admin area, not signing in.
 */
export async function signInAsAdmin(page: Page, path?: string) {
  await signedIn(page, DEMO.admin.email);
  await page.goto(path ?? '/admin');
  // The admin frame is a per-request page of its own: on a busy machine its first load is slow.
  const title = page.getByRole('heading', { level: 1, name: path ? undefined : 'Administration' });
  await expect(title).toBeVisible({ timeout: 30_000 });
  if (!path) await expect(page).toHaveURL(/\/admin$/);
}

/**
 * A contest of its own, closed yesterday, with `entries` participants who entered ten days ago:
 * the draw screen's material. Delete it at the end (`delete from contests where id = …`).
 */
export async function closedContest(entries: number) {
  const tag = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const [contest] = await queryDb<{ id: string }>(
    `insert into contests (slug, title, prize, rules, starts_at, ends_at, is_active)
     values ($1, $2, 'Un kit de retouche', 'Règlement', now() - interval '20 days',
             now() - interval '1 day', false) returning id`,
    [`tirage-e2e-${tag}`, `Tirage e2e ${tag}`],
  );
  for (let i = 0; i < entries; i++) {
    await queryDb(
      `insert into contest_entries (contest_id, name, email, rules_accepted_at, created_at)
       values ($1, $2, $3, now() - interval '10 days', now() - interval '10 days')`,
      [contest!.id, `Participant ${i}`, `p${i}-${tag}@example.fr`],
    );
  }
  return { contest: contest!, tag };
}

/** A 15 % promotion of code `code` (upper case, as the admin stores it), valid since 2020. */
export async function newPromotion(code: string): Promise<string> {
  const [promotion] = await queryDb<{ id: string }>(
    `insert into promotions (code, name, type, value, valid_from)
     values ($1, 'Promotion de bout en bout', 'percentage', 15, '2020-01-01') returning id`,
    [code.toUpperCase()],
  );
  return promotion!.id;
}

/** The standard carrier's lightest band in France: the rate search engines are told about. */
export async function advertisedRate() {
  const [rate] = await queryDb<{
    id: string;
    carrier: string;
    min: number;
    price: number;
    free: number | null;
  }>(
    `select r.id, c.name as carrier, r.min_weight_grams as min, r.price_cents as price,
            r.free_from_cents as free
     from shipping_rates r join carriers c on c.id = r.carrier_id
     where c.is_standard and c.is_active and r.country = 'FR'
     order by r.min_weight_grams limit 1`,
  );
  expect(rate).toBeTruthy();
  return rate!;
}

/**
 * On /admin/delivery/new: a band of the advertised rate's carrier and zone overlapping it, at
 * `price`; submitted once.
 */
export async function submitOverlappingBand(page: Page, price: string) {
  const rate = await advertisedRate();
  await page.getByLabel('Transporteur').selectOption({ label: rate.carrier });
  await page.getByLabel('Zone (pays de livraison)').selectOption('FR');
  await page.getByLabel('Poids minimum (g, inclus)').fill(String(rate.min));
  await page.getByLabel('Poids maximum (g, inclus)').fill(String(rate.min + 10));
  await page.getByLabel('Prix (€ TTC)').fill(price);
  await page.getByRole('button', { name: 'Créer' }).click();
}
