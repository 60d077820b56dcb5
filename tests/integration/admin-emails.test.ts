import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '@/lib/admin/audit';
import { retryEmailAction, sendTestEmailAction } from '@/lib/admin/emails/actions';
import { listOutbox, outboxTableState } from '@/lib/admin/emails/outbox';
import { PREVIEW_TEMPLATES, renderPreview, sampleOrder } from '@/lib/admin/emails/previews';
import { getDb } from '@/lib/db/client';
import { admin, calling } from '../support/admin-caller';

const me = admin();
const db = () => getDb();

beforeEach(() => {
  calling.caller = me;
});

async function outboxRow(status: 'queued' | 'sent' | 'failed', to = 'echec@example.fr') {
  const { rows } = await db().execute<{ id: string }>(sql`
    insert into email_outbox (to_address, subject, text, template, status, error)
    values (${to}, 'Votre commande', 'Bonjour', 'order-confirmation', ${status}::email_status,
            ${status === 'failed' ? 'connect ECONNREFUSED 127.0.0.1:25' : null})
    returning id`);
  return rows[0]!.id;
}

async function statusOf(id: string) {
  const { rows } = await db().execute<{ status: string; error: string | null }>(
    sql`select status, error from email_outbox where id = ${id}`,
  );
  return rows[0];
}

describe('admin e-mails', () => {
  it('queues a test e-mail to the address typed, recorded in the audit log', async () => {
    const result = await sendTestEmailAction({ to: ' essai.envoi@example.fr ' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { rows } = await db().execute<{
      to_address: string;
      template: string;
      status: string;
      text: string;
    }>(
      sql`select to_address, template, status, text from email_outbox where id = ${result.data.id}`,
    );
    expect(rows[0]).toMatchObject({
      to_address: 'essai.envoi@example.fr',
      template: 'admin-test',
      status: 'queued',
    });
    expect(rows[0]!.text).toContain(`par ${me.email}`);
    const [entry] = await listAudit(db(), me, { entity: 'email_outbox', entityId: result.data.id });
    expect(entry?.action).toBe('admin.emails.test');
  });

  it('refuses a malformed address in French and queues nothing', async () => {
    const before = await db().execute(sql`select count(*)::int as n from email_outbox`);
    const result = await sendTestEmailAction({ to: 'pas-une-adresse' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors.to).toBe(
        'Adresse e-mail invalide, par exemple « nom@exemple.fr ».',
      );
    }
    const after = await db().execute(sql`select count(*)::int as n from email_outbox`);
    expect(after.rows).toEqual(before.rows);
  });

  it('puts a failed e-mail back in the queue; a sent one cannot be retried', async () => {
    const failed = await outboxRow('failed');
    expect((await retryEmailAction({ id: failed })).ok).toBe(true);
    expect(await statusOf(failed)).toEqual({ status: 'queued', error: null });
    const [entry] = await listAudit(db(), me, { entity: 'email_outbox', entityId: failed });
    expect(entry?.before).toMatchObject({ status: 'failed' });

    const sent = await outboxRow('sent');
    const refused = await retryEmailAction({ id: sent });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toBe('Seul un e-mail en échec peut être renvoyé.');
    expect((await statusOf(sent))?.status).toBe('sent');
  });

  it('lists the outbox by status and search, and counts each status', async () => {
    const id = await outboxRow('failed', 'filtre.unique@example.fr');
    const { rows, total, byStatus } = await listOutbox(
      db(),
      me,
      outboxTableState({ statut: 'failed', q: 'filtre.unique' }),
    );
    expect(total).toBe(1);
    expect(rows[0]?.id).toBe(id);
    expect(byStatus.failed).toBeGreaterThanOrEqual(1);
    const sent = await listOutbox(
      db(),
      me,
      outboxTableState({ statut: 'sent', q: 'filtre.unique' }),
    );
    expect(sent.total).toBe(0);
  });

  it('previews every template with sample data, nothing sent', async () => {
    const before = await db().execute(sql`select count(*)::int as n from email_outbox`);
    const number = sampleOrder().orderNumber;
    for (const template of PREVIEW_TEMPLATES) {
      const preview = await renderPreview(template);
      expect(preview.subject, template).not.toBe('');
      expect(preview.text.length, template).toBeGreaterThan(20);
      expect(preview.html, template).toContain('<');
      if (template.startsWith('order-')) {
        expect(preview.subject, template).toContain(number);
        expect(preview.to, template).toBe('client.exemple@example.fr');
      }
    }
    const confirmation = await renderPreview('order-confirmation');
    expect(confirmation.text).toContain('QNG');
    expect(confirmation.text).toMatch(/71,70/);
    const shipped = await renderPreview('order-shipped');
    expect(shipped.text).toContain('6A12345678901');
    const after = await db().execute(sql`select count(*)::int as n from email_outbox`);
    expect(after.rows).toEqual(before.rows);
  });
});
