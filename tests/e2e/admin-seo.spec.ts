import { expect, test, type Page } from './support/test';
import { DEMO } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { signedIn } from './support/session';
import { queryDb } from './support/shop';

/**
 * `/admin/seo` as the shop owner uses it: footer social links and the home page's title set in
 * the admin and seen on the storefront at once; a legacy redirect added, tested, followed by a
 * visitor (its visits counted), then deleted. Everything is put back as the demo data had it:
 * other journeys read the footer and the home page.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const settings = (page: Page) => page.getByRole('region', { name: 'Réglages du site' });

/** The home page as served now: its title and which social links its footer has. */
async function homeFacts(page: Page) {
  const html = await (await page.request.get('/')).text();
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    tiktok: html.includes('aria-label="Nuancier sur TikTok'),
    instagram: html.includes('aria-label="Nuancier sur Instagram'),
  };
}

async function saveSettings(page: Page, values: Record<string, string>) {
  await page.goto('/admin/seo');
  for (const [label, value] of Object.entries(values)) {
    await settings(page).getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modifications enregistrées').last()).toBeVisible();
}

test('site settings: social links shown in the footer only when set, the home page title, French errors', async ({
  page,
}) => {
  const [demo] = await queryDb<{ social: Record<string, string> }>(
    `select setting_value->'social' as social from seo_settings where setting_key = 'site_config'`,
  );
  const instagram = demo!.social.instagram!;
  await signInAsAdmin(page, '/admin/seo');
  await expect(page.getByRole('heading', { level: 1, name: 'SEO' })).toBeVisible();

  // Bad input: French messages on the fields, what was typed stays, nothing saved.
  await settings(page).getByRole('textbox', { name: 'Compte TikTok' }).fill('pas une adresse');
  await settings(page)
    .getByRole('textbox', { name: "Titre de la page d'accueil" })
    .fill('x'.repeat(71));
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    settings(page).getByText(
      'Adresse invalide : saisissez une adresse complète commençant par https://.',
    ),
  ).toBeVisible();
  await expect(
    settings(page).getByText('Le titre ne peut pas dépasser 70 caractères.'),
  ).toBeVisible();
  await expect(settings(page).getByRole('textbox', { name: 'Compte TikTok' })).toHaveValue(
    'pas une adresse',
  );

  const homeTitle = `Peinture auto au code couleur ${Date.now()}`;
  await saveSettings(page, {
    'Compte TikTok': 'https://www.tiktok.com/@nuancier',
    'Compte Instagram': '',
    "Titre de la page d'accueil": homeTitle,
  });
  try {
    // A render of the home page already under way when the change was saved (other journeys
    // load it side by side) may still answer once with the old footer: the next one is fresh.
    // Polled by plain requests: a poll still running when it gives up navigates nothing.
    await expect
      .poll(() => homeFacts(page), { timeout: 20_000 })
      .toEqual({ title: homeTitle, tiktok: true, instagram: false });
    await page.goto('/');
    await expect(page).toHaveTitle(homeTitle);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /sur tiktok/i })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/@nuancier',
    );
    await expect(footer.getByRole('link', { name: /sur instagram/i })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /sur facebook/i })).toHaveCount(1);
  } finally {
    await saveSettings(page, {
      'Compte TikTok': '',
      'Compte Instagram': instagram,
      "Titre de la page d'accueil": '',
    });
  }
  await expect.poll(async () => (await homeFacts(page)).tiktok, { timeout: 20_000 }).toBe(false);
  await page.goto('/');
  await expect(page).toHaveTitle(/^Nuancier — /);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /sur tiktok/i })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: /sur instagram/i })).toHaveAttribute(
    'href',
    new URL(instagram).toString(),
  );
});

test('redirects: add one, test the address, a visitor gets one 301 and is counted, delete it', async ({
  page,
}) => {
  const old = `/ancienne-page-essai-${Date.now()}`;
  await signInAsAdmin(page, '/admin/seo/redirects/new');
  // An address of the shop itself is refused: a row there would never be read.
  await page.getByRole('textbox', { name: 'Ancienne adresse' }).fill('/catalogue');
  await page.getByRole('textbox', { name: 'Nouvelle adresse' }).fill('/marques');
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText(/une redirection ici ne serait jamais lue/).first()).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Ancienne adresse' })
    .fill(`https://www.ancien-site.fr${old.toUpperCase()}/`);
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Élément créé').last()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ancienne adresse' })).toHaveValue(old);

  // The tester says what the shop answers, without counting a visit.
  await page.getByRole('link', { name: 'Tester une adresse' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Redirection 301 vers /marques' }),
  ).toBeVisible();
  await expect(page.getByText(`Réponse donnée par la ligne « ${old} » de la table.`)).toBeVisible();

  // A visitor (no session) following the old address: one 301 straight to the page.
  const answer = await page.request.get(`${old}/`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe('/marques');
  // Its visit is counted (written in batches every few seconds).
  await expect
    .poll(
      async () =>
        (
          await queryDb<{ hits: number }>('select hits from legacy_redirects where old_path = $1', [
            old,
          ])
        )[0]?.hits,
      { timeout: 20_000 },
    )
    .toBe(1);
  await page.goto(`/admin/seo?q=${encodeURIComponent(old)}`);
  const row = page.getByRole('row').filter({ hasText: old });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Supprimer « ${old} »` }).click();
  await page
    .getByRole('dialog', { name: `Supprimer « ${old} » ?` })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByText('Élément supprimé').last()).toBeVisible();
  expect(await queryDb('select 1 from legacy_redirects where old_path = $1', [old])).toHaveLength(
    0,
  );
  // Without its row the old address is a real 404 again.
  expect((await page.request.get(old, { maxRedirects: 0 })).status()).toBe(404);
});

test('an admin form cannot be typed into before its script has taken over: what is typed is never replaced by the old value', async ({
  page,
}) => {
  await signedIn(page, DEMO.admin.email);
  // The page as it arrives before its JavaScript runs (scripts held back).
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.goto('/admin/seo');
  const tiktok = settings(page).getByRole('textbox', { name: 'Compte TikTok' });
  await expect(tiktok).toBeVisible();
  await expect(tiktok).toBeDisabled();
  await expect(settings(page).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  // Once it has: the same fields take what is typed.
  await page.unrouteAll();
  await page.goto('/admin/seo');
  await expect(tiktok).toBeEnabled();
  await tiktok.fill('https://www.tiktok.com/@essai');
  await expect(tiktok).toHaveValue('https://www.tiktok.com/@essai');
});
