/**
 * The newsletters and contest-draw screens: the admin writes a newsletter (live preview), sends
 * it, and a confirmed subscriber of this journey receives it in the local mail catcher with the
 * one-click `List-Unsubscribe` headers and a working unsubscribe link (the admin then sees the
 * subscriber as « Désinscrit »); the admin draws a contest of this journey twice from the same
 * seed and gets the same winners. Both pages are axe clean. The subscriber and the contest are
 * this journey's own (the contest is inactive, so /tirage-au-sort never shows it, and is deleted
 * at the end).
 */
import { expect, test } from './support/test';
import { closedContest, signInAsAdmin } from './support/admin';
import { uniqueEmail, waitForEmail } from './support/mailbox';
import { queryDb, withConsentChosen } from './support/shop';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test('the admin sends a newsletter; it arrives with a one-click unsubscribe that works', async ({
  page,
}) => {
  const subscriber = uniqueEmail('lettre');
  await queryDb(
    `insert into newsletter_subscribers (email, confirm_token, confirmed_at) values ($1, 'e2e', now())`,
    [subscriber],
  );
  const title = `Nouveautés ${Date.now().toString(36)}`;
  await signInAsAdmin(page, '/admin/newsletters/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle newsletter' })).toBeVisible();
  await page.getByLabel('Titre (objet de l’e-mail)').fill(title);
  await page
    .getByLabel('Texte', { exact: true })
    .fill('Bonjour,\n\nNos vernis 2K sont arrivés : https://nuancier.fr/catalogue');
  const live = page.getByTestId('newsletter-live-preview');
  await expect(live).toContainText(title);
  await expect(live).toContainText('Nos vernis 2K sont arrivés');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('newsletter-status')).toHaveText('Brouillon');
  await expect(page.getByTestId('email-text')).toContainText('Nos vernis 2K sont arrivés');

  await page.getByRole('button', { name: 'Envoyer aux abonnés' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Envoyer « ${title} » ?`);
  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByTestId('newsletter-status')).toContainText('Envoyée');
  await expect(page.getByTestId('newsletter-deliveries')).toContainText(/\d+ destinataires? : /);
  await expect(page.getByRole('button', { name: 'Envoyer aux abonnés' })).toHaveCount(0);

  const mail = await waitForEmail({ to: subscriber, subject: title }, 45_000);
  expect(mail.text).toContain('Nos vernis 2K sont arrivés');
  expect(mail.listHeaders?.['list-unsubscribe']).toMatch(
    /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?jeton=[^>]+>$/,
  );
  expect(mail.listHeaders?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const leave = mail.links.find((link) => link.includes('/newsletter/unsubscribe?jeton='));
  expect(leave).toBeDefined();
  await page.goto(new URL(leave!).pathname + new URL(leave!).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes désinscrit');

  await page.goto(`/admin/newsletters?q=${encodeURIComponent(subscriber)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
  await expect(page.getByTestId('subscriber-status')).toHaveText('Désinscrit');
  await expect(page.getByTestId('newsletter-list')).toContainText(title);
});

test('a contest draw run twice from the same seed gives the same winners', async ({ page }) => {
  const { contest, tag } = await closedContest(8);
  try {
    await signInAsAdmin(page, `/admin/contest-draw?concours=${contest.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tirage au sort' })).toBeVisible();
    await expect(page.getByTestId('participant-counts')).toHaveText(
      '8 éligibles sur 8 participations',
    );

    const seed = `graine-${tag}`;
    const draws = page.getByTestId('draw');
    for (let run = 1; run <= 2; run++) {
      await page.getByLabel('Graine').fill(seed);
      await page.getByLabel('Nombre de gagnants').fill('3');
      await page.getByRole('button', { name: 'Lancer le tirage' }).click();
      await expect(draws).toHaveCount(run);
    }
    await expect(draws.getByTestId('draw-seed')).toHaveText([seed, seed]);
    const winners = draws.getByTestId('draw-winners');
    await expect(winners.nth(0).getByRole('listitem')).toHaveCount(3);
    expect(await winners.nth(0).innerText()).toBe(await winners.nth(1).innerText());
  } finally {
    await queryDb('delete from contests where id = $1', [contest.id]);
  }
});
