/**
 * The day it ships (issue 41 §4) on the order and in its confirmation e-mail: computed when the
 * order is placed (a fake `now`), from the settings the owner saves in /admin/delivery.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '@/lib/admin/audit';
import { saveDispatchSettingsAction } from '@/lib/admin/commerce/actions';
import { getDb } from '@/lib/db/client';
import { DISPATCH_SETTING_KEY } from '@/lib/dispatch/rules';
import { readDispatchSettings } from '@/lib/dispatch/settings';
import type { EmailRenderRef } from '@/lib/mail/render';
import { renderOrderEmail } from '@/lib/orders/emails/render';
import { placeOrder } from '@/lib/orders/place';
import { loadOrder } from '@/lib/orders/queries';
import { priceCartFor } from '@/lib/pricing';
import { admin, calling, invalidated } from '../support/admin-caller';
import {
  newBuyer,
  one,
  orderInput,
  productLine,
  stockedProduct,
} from '../support/checkout-fixtures';

const db = () => getDb();

/** Friday 27 November 2026, 15:25 in Paris: after a 14 h cut-off. */
const FRIDAY_AFTERNOON = new Date('2026-11-27T15:25:00+01:00');

async function orderAt(now: Date, paymentMethod: 'transfer' | 'card' = 'card') {
  const { caller, addressId } = await newBuyer(db());
  const product = await stockedProduct(db(), 5);
  const lines = [productLine(product.id, 1)];
  const total = (
    await priceCartFor(db(), caller, lines, { country: 'FR', carrierCode: 'colissimo' })
  ).totalTtc;
  const placed = await placeOrder(
    db(),
    caller,
    orderInput(addressId, lines, total, { paymentMethod }),
    { now },
  );
  const mail = await one<{ render: EmailRenderRef }>(
    db(),
    sql`select render from email_outbox where template = 'order-confirmation'
        and to_address = ${caller.email}`,
  );
  return {
    order: (await loadOrder(db(), placed.id))!,
    mail: await renderOrderEmail(db(), mail.render),
  };
}

async function save(values: {
  preparationDays: string;
  paintPreparationDays: string;
  cutoff: string;
}) {
  calling.caller = admin();
  invalidated.length = 0;
  return saveDispatchSettingsAction(values);
}

describe('the dispatch day of an order', () => {
  beforeEach(async () => {
    await db().execute(sql`delete from seo_settings where setting_key = ${DISPATCH_SETTING_KEY}`);
  });
  afterAll(async () => {
    await db().execute(sql`delete from seo_settings where setting_key = ${DISPATCH_SETTING_KEY}`);
  });

  it('is computed at order time with the default rules and said in the confirmation e-mail', async () => {
    // Prepared within 24 h, cut-off 14 h: Friday afternoon → taken in Monday → ships Tuesday.
    const { order, mail } = await orderAt(FRIDAY_AFTERNOON);

    expect(order.dispatchOn).toBe('2026-12-01');
    expect(mail.text).toContain('Expédition prévue le mardi 1er décembre 2026.');
    expect(mail.html).toContain('Expédition prévue le mardi 1er décembre 2026.');
  });

  it('follows the cut-off: the same Friday before 14 h ships on Monday', async () => {
    const { order, mail } = await orderAt(new Date('2026-11-27T13:59:00+01:00'));

    expect(order.dispatchOn).toBe('2026-11-30');
    expect(mail.text).toContain('Expédition prévue le lundi 30 novembre 2026.');
  });

  it('reserves a transfer order’s date to the payment', async () => {
    const { mail } = await orderAt(FRIDAY_AFTERNOON, 'transfer');

    expect(mail.text).toContain(
      'Expédition prévue le mardi 1er décembre 2026, si votre virement nous est parvenu.',
    );
  });

  it('uses the settings the owner saves in /admin/delivery, audited and invalidating the pages', async () => {
    const saved = await save({ preparationDays: '0', paintPreparationDays: '3', cutoff: '16:00' });

    expect(saved.ok).toBe(true);
    expect(invalidated).toContain('shipping');
    expect(await readDispatchSettings(db())).toEqual({
      preparationDays: 0,
      paintPreparationDays: 3,
      cutoff: '16:00',
    });
    const audit = await listAudit(db(), admin(), { entity: 'dispatch_settings' });
    expect(audit[0]).toMatchObject({ action: 'admin.dispatch.save', entityId: 'dispatch' });
    // Same Friday 15:25, now before a 16 h cut-off and shipped the same day.
    const { order, mail } = await orderAt(FRIDAY_AFTERNOON);
    expect(order.dispatchOn).toBe('2026-11-27');
    expect(mail.text).toContain('Expédition prévue le vendredi 27 novembre 2026.');
  });

  it('refuses a cut-off that is not an hour and days out of range', async () => {
    const refused = await save({
      preparationDays: '21',
      paintPreparationDays: '1',
      cutoff: '25:00',
    });

    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.fieldErrors).toMatchObject({
      preparationDays: 'Un nombre entier de jours entre 0 et 20.',
      cutoff: 'Heure invalide : saisissez une heure comme « 14:00 ».',
    });
    expect(await readDispatchSettings(db())).toEqual({
      preparationDays: 1,
      paintPreparationDays: 1,
      cutoff: '14:00',
    });
  });
});
