import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import './support-visitor';
import { sql } from 'drizzle-orm';
import { sendContactMessage } from '@/lib/contact/actions';
import { getDb } from '@/lib/db/client';

const db = getDb();

const good = {
  name: 'Julie Martin',
  email: 'julie.martin@example.fr',
  message: 'Bonjour, avez-vous la teinte Renault TEKNG en bombe de 400 ml ?',
};

async function counts() {
  const result = await db.execute<{ messages: number; emails: number }>(
    sql`select (select count(*) from contact_messages) as messages,
               (select count(*) from email_outbox) as emails`,
  );
  return result.rows[0]!;
}

beforeEach(async () => {
  await db.execute(sql`delete from contact_messages`);
  await db.execute(sql`delete from email_outbox`);
});

afterAll(async () => {
  await db.execute(sql`alter table if exists email_outbox_hors_service rename to email_outbox`);
});

describe('sendContactMessage', () => {
  it('stores a good message and queues the notification to the shop', async () => {
    const result = await sendContactMessage({
      ...good,
      name: '  <b>Julie</b> Martin ',
      message: `<p>${good.message}</p><script>alert(1)</script>`,
    });
    expect(result).toEqual({ ok: true, data: { id: expect.any(String) } });

    const messages = await db.execute<{ name: string; email: string; message: string }>(
      sql`select name, email, message from contact_messages`,
    );
    expect(messages.rows).toEqual([good]);

    const emails = await db.execute<{
      to_address: string;
      subject: string;
      text: string;
      status: string;
      template: string;
    }>(sql`select to_address, subject, text, status, template from email_outbox`);
    expect(emails.rows).toHaveLength(1);
    const email = emails.rows[0]!;
    expect(email.to_address).toBe('contact@nuancier.fr');
    expect(email.subject).toBe('Nouveau message de contact : Julie Martin');
    expect(email.status).toBe('queued');
    expect(email.template).toBe('contact-notification');
    expect(email.text).toContain('Nom : Julie Martin');
    expect(email.text).toContain('E-mail : julie.martin@example.fr');
    expect(email.text).toContain(good.message);
    expect(email.text).not.toContain('<script>');
  });

  it.each([
    ['name', { ...good, name: '' }, 'Ce champ est requis'],
    ['name', { ...good, name: '<i></i>  ' }, 'Ce champ est requis'],
    ['name', { ...good, name: 'n'.repeat(101) }, 'Ce champ est requis'],
    ['email', { ...good, email: 'julie.example.fr' }, 'Email invalide'],
    ['email', { ...good, email: `${'a'.repeat(250)}@example.fr` }, 'Email invalide'],
    ['message', { ...good, message: 'Bonjour' }, 'Message trop court'],
    ['message', { ...good, message: '<p>Bonjour</p>' }, 'Message trop court'],
    ['message', { ...good, message: 'm'.repeat(1001) }, 'Message trop long'],
  ] as const)(
    'rejects a bad %s with its French message and stores nothing',
    async (field, input, message) => {
      const result = await sendContactMessage(input);
      expect(result).toEqual({
        ok: false,
        code: 'invalid',
        error: 'Veuillez corriger les champs signalés.',
        fieldErrors: { [field]: message },
      });
      expect(await counts()).toEqual({ messages: 0, emails: 0 });
    },
  );

  it('rejects a forged payload in French without throwing', async () => {
    expect(await sendContactMessage(null)).toMatchObject({
      ok: false,
      error: 'Veuillez corriger les champs signalés.',
    });
    expect(await sendContactMessage({ name: 1, email: [], message: {} })).toEqual({
      ok: false,
      code: 'invalid',
      error: 'Veuillez corriger les champs signalés.',
      fieldErrors: {
        name: 'Ce champ est requis',
        email: 'Email invalide',
        message: 'Message trop court',
      },
    });
    expect(await counts()).toEqual({ messages: 0, emails: 0 });
  });

  it('answers a French error when the database fails, and keeps neither row', async () => {
    await db.execute(sql`alter table email_outbox rename to email_outbox_hors_service`);
    try {
      const result = await sendContactMessage(good);
      expect(result).toEqual({
        ok: false,
        code: 'unexpected',
        error:
          "Votre message n'a pas pu être envoyé pour le moment. Veuillez réessayer dans quelques minutes ou nous appeler.",
        fieldErrors: {},
      });
    } finally {
      await db.execute(sql`alter table email_outbox_hors_service rename to email_outbox`);
    }
    expect(await counts()).toEqual({ messages: 0, emails: 0 });
  });
});
