/**
 * Newsletter double opt-in through the local mail catcher, the contest page, and the contact
 * form's throttling. Each test writes from its own address (x-forwarded-for) so the per-IP
 * limits of parallel tests stay apart: against a server of its own that trusts one proxy hop
 * (tests/e2e/support/second-instance.ts) — the run's server, as shipped, ignores a client's
 * X-Forwarded-For.
 */
import { expect, test as base } from './support/test';
import {
  PROXIED_INSTANCE_PORT,
  PROXIED_INSTANCE_URL,
  startSecondInstance,
} from './support/second-instance';
import { uniqueEmail, waitForEmail } from './support/mailbox';
import { queryDb, withConsentChosen } from './support/shop';

const randomIp = () =>
  `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

const test = base.extend<object, { proxiedInstance: void }>({
  proxiedInstance: [
    async ({}, provide) => {
      const server = await startSecondInstance({ port: PROXIED_INSTANCE_PORT, trustedHops: 1 });
      try {
        await provide();
      } finally {
        server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
});

// One worker for the spec's tests, one after the other: one server on its one port.
test.describe.configure({ mode: 'default' });
test.use({ baseURL: PROXIED_INSTANCE_URL });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

// Several pages, e-mails and axe runs per test on a shared machine.
test.slow();

test.describe('newsletter', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });

  test('sign up in the footer twice, confirm from the e-mail, unsubscribe in one click', async ({
    page,
  }) => {
    const email = uniqueEmail('newsletter');
    await page.goto('/contact');
    const form = page.getByTestId('newsletter-form');
    await form.getByLabel('Votre e-mail').fill('pas-une-adresse');
    await form.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(form.getByRole('alert')).toHaveText('Email invalide');

    for (let i = 0; i < 2; i += 1) {
      await form.getByLabel('Votre e-mail').fill(email);
      await form.getByRole('button', { name: 'S’inscrire' }).click();
      await expect(form.getByRole('status')).toContainText('Vérifiez votre boîte mail');
      await expect(form.getByLabel('Votre e-mail')).toHaveValue('');
    }
    expect(
      await queryDb('select 1 from newsletter_subscribers where email = $1', [email]),
    ).toHaveLength(1);

    const mail = await waitForEmail({ to: email, subject: 'Confirmez votre inscription' });
    const confirm = mail.links.find((l) => l.includes('/newsletter/confirm?jeton='));
    const leave = mail.links.find((l) => l.includes('/newsletter/unsubscribe?jeton='));
    expect(confirm).toBeDefined();
    expect(leave).toBeDefined();

    await page.goto(confirm!.replace('jeton=', 'jeton=x'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien invalide');

    await page.goto(confirm!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription confirmée');
    await expect
      .poll(
        async () =>
          (
            await queryDb<{ confirmed: boolean }>(
              'select confirmed_at is not null as confirmed from newsletter_subscribers where email = $1',
              [email],
            )
          )[0]?.confirmed,
      )
      .toBe(true);

    await page.goto(leave!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes désinscrit');
    const [row] = await queryDb<{ unsubscribed: boolean }>(
      'select unsubscribed_at is not null as unsubscribed from newsletter_subscribers where email = $1',
      [email],
    );
    expect(row?.unsubscribed).toBe(true);
  });
});

test.describe('contest', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });

  test('take part, get the e-mail, and be told the second time with the same e-mail', async ({
    page,
  }) => {
    const email = uniqueEmail('tirage');
    await page.goto('/tirage-au-sort');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gagnez un kit de retouche complet',
    );
    await expect(page.getByRole('heading', { name: 'Règlement' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'À gagner' })).toBeVisible();

    const form = page.getByTestId('contest-form');
    await form.getByLabel('Nom').fill('Sophie Laurent');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByRole('button', { name: 'Je participe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Veuillez corriger les champs signalés.');
    await expect(form.getByText('Vous devez accepter le règlement pour participer.')).toBeVisible();

    await form.getByLabel('J’ai lu et j’accepte le règlement du jeu').check();
    await form.getByRole('button', { name: 'Je participe' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Votre participation est enregistrée ! Un e-mail de confirmation vous a été envoyé.',
    );
    const mail = await waitForEmail({
      to: email,
      subject: 'Votre participation au tirage au sort',
    });
    expect(mail.text).toContain('Sophie Laurent');

    await form.getByLabel('Nom').fill('Sophie L.');
    await form.getByLabel('Adresse e-mail').fill(email.toUpperCase());
    await form.getByLabel('J’ai lu et j’accepte le règlement du jeu').check();
    await form.getByRole('button', { name: 'Je participe' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Vous participez déjà à ce tirage au sort avec cette adresse e-mail.',
    );
    expect(await queryDb('select 1 from contest_entries where email = $1', [email])).toHaveLength(
      1,
    );
  });
});

test.describe('contact throttling', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });

  test('sending the contact form too often shows the French throttling message', async ({
    page,
  }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    const submit = page.getByRole('button', { name: 'Envoyer le message' });
    for (let i = 1; i <= 4; i += 1) {
      await page.getByLabel('Nom').fill(`Paul Girard ${i}`);
      await page.getByLabel('Adresse e-mail').fill(email);
      await page
        .getByLabel('Votre message')
        .fill(`Bonjour, question numéro ${i} sur la livraison.`);
      await submit.click();
      if (i < 4) {
        await expect(page.getByLabel('Nom')).toHaveValue('');
      }
    }
    await expect(
      page.getByText(
        'Vous avez envoyé trop de messages. Veuillez réessayer dans quelques minutes ou nous appeler.',
      ),
    ).toBeVisible();
    expect(await queryDb('select 1 from contact_messages where email = $1', [email])).toHaveLength(
      3,
    );
  });
});
