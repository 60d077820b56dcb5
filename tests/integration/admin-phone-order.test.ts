/**
 * The phone order finished (issue 40 §2), on the real database: a new customer created by the
 * owner (one transaction with its address, no password, « Votre compte Nuancier a été créé »
 * queued with a working « choose your password » link, an e-mail in use answered with that
 * customer, a professional verified at once only with a SIRET) and colour paint lines by maker
 * code, priced by the server as the shopper's configurator lines (`priceCart`), in a phone order
 * and in an unpaid order's edit.
 */
import '../support/admin-caller';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  editOrderAction,
  newCustomerAction,
  placePhoneOrderAction,
  previewOrderEditAction,
  quotePhoneOrderAction,
  searchOrderColoursAction,
} from '@/lib/admin/orders/edit-actions';
import { createLocalAuth } from '@/lib/auth/local/adapter';
import { colourVariantId } from '@/lib/colours/cart-line';
import { getPaintConfigs } from '@/lib/colours/paint-queries';
import { priceFor } from '@/lib/colours/pricing';
import { getDb } from '@/lib/db/client';
import { placeOrder } from '@/lib/orders/place';
import { priceCartFor } from '@/lib/pricing';
import adminMessages from '@/messages/admin.fr.json';
import mailMessages from '@/messages/mail.fr.json';
import { admin, calling } from '../support/admin-caller';
import { memoryJar } from '../support/auth';
import {
  newBuyer,
  one,
  orderInput,
  productLine,
  stockedProduct,
} from '../support/checkout-fixtures';

const db = getDb();
const N = adminMessages.admin.orderEdit.newCustomer;

beforeEach(() => {
  calling.caller = admin();
});

const unique = () => randomUUID().slice(0, 8);

function newCustomer(overrides: Record<string, unknown> = {}) {
  const email = `carrossier-${unique()}@example.fr`;
  return {
    email,
    firstName: 'Paul',
    lastName: 'Martin',
    phone: '06 12 34 56 78',
    isProfessional: false,
    companyName: '',
    siret: '',
    verifiedNow: false,
    address: {
      label: 'Adresse principale',
      firstName: 'Paul',
      lastName: 'Martin',
      companyName: '',
      addressLine1: '12 avenue des Garages',
      addressLine2: '',
      postalCode: '31000',
      city: 'Toulouse',
      country: 'France',
      phone: '06 12 34 56 78',
      isDefault: true,
    },
    ...overrides,
  };
}

const outbox = (email: string) =>
  db.execute<{ subject: string; text: string; template: string }>(
    sql`select subject, text, template from email_outbox where to_address = ${email}`,
  );

describe('a new customer created on the phone order', () => {
  it('gets an account without a password, its address and an e-mail whose link sets the password', async () => {
    const input = newCustomer();
    const created = await newCustomerAction(input);
    expect(created.ok).toBe(true);
    if (!created.ok || created.data.status !== 'created') throw new Error('not created');
    const { customer, addressId } = created.data;
    expect(customer).toMatchObject({
      email: input.email,
      name: 'Paul Martin',
      professional: false,
    });

    const row = await one<{
      hash: string;
      first: string;
      pro: boolean;
      city: string;
      def: boolean;
    }>(
      db,
      sql`select u.password_hash as hash, p.first_name as first, p.is_professional as pro,
            a.city, a.is_default as def
          from users u join profiles p on p.id = u.id join addresses a on a.user_id = u.id
          where u.id = ${customer.id}::uuid and a.id = ${addressId}::uuid`,
    );
    expect(row).toMatchObject({ first: 'Paul', pro: false, city: 'Toulouse', def: true });

    // No password opens the account, not even the marker stored in its place.
    const auth = () =>
      createLocalAuth({
        db,
        cookies: memoryJar(),
        request: { ip: `10.9.${Math.floor(Math.random() * 250)}.1`, userAgent: 'vitest' },
        secure: false,
        siteUrl: 'http://127.0.0.1:3000',
      });
    expect(await auth().signIn(input.email, row.hash)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });

    const mails = (await outbox(input.email)).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: mailMessages.account.createdByShop.subject,
      template: 'account-created-by-shop',
    });
    expect(mails[0]!.subject).toBe('Votre compte Nuancier a été créé');
    const token = /\/reset-password\?token=([\w-]+)/.exec(mails[0]!.text)?.[1];
    expect(token).toBeTruthy();
    const link = await one<{ minutes: number }>(
      db,
      sql`select round(extract(epoch from expires_at - now()) / 60)::int as minutes
          from password_reset_tokens where user_id = ${customer.id}::uuid`,
    );
    // As long as a forgotten password's link: an hour.
    expect(link.minutes).toBeGreaterThan(55);
    expect(link.minutes).toBeLessThanOrEqual(60);

    const chosen = await auth().setNewPassword(token!, 'Carrosserie-2026');
    expect(chosen.ok).toBe(true);
    expect((await auth().signIn(input.email, 'Carrosserie-2026')).ok).toBe(true);

    // The new customer can be ordered for at once, at the address just typed.
    const quote = await quotePhoneOrderAction({
      customerId: customer.id,
      lines: [{ key: `${(await stockedProduct(db, 5, 41)).id}-default`, quantity: 1 }],
      addressId,
      carrierCode: null,
    });
    expect(quote.ok).toBe(true);
  });

  it('is written in one transaction: a failure after the account leaves nothing behind', async () => {
    const input = newCustomer();
    const city = `Échecville-${unique()}`;
    const fn = `phone_order_fail_${unique()}`;
    await db.execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
        begin if new.city = '${city}' then raise exception 'échec voulu'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger ${fn} before insert on addresses for each row execute function ${fn}()`,
      ),
    );
    try {
      const failed = await newCustomerAction({ ...input, address: { ...input.address, city } });
      expect(failed.ok).toBe(false);
    } finally {
      await db.execute(sql.raw(`drop trigger ${fn} on addresses`));
      await db.execute(sql.raw(`drop function ${fn}()`));
    }
    const left = await one<{ users: number; profiles: number; mails: number }>(
      db,
      sql`select (select count(*) from users where email = ${input.email})::int as users,
            (select count(*) from profiles where email = ${input.email})::int as profiles,
            (select count(*) from email_outbox where to_address = ${input.email})::int as mails`,
    );
    expect(left).toEqual({ users: 0, profiles: 0, mails: 0 });
  });

  it('answers an e-mail in use with that customer to pick, and creates nothing', async () => {
    const existing = await newBuyer(db);
    const answer = await newCustomerAction(
      newCustomer({ email: existing.caller.email.toUpperCase() }),
    );
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.data).toEqual({
      status: 'exists',
      message: N.exists.replace('{email}', existing.caller.email),
      customer: expect.objectContaining({
        id: existing.caller.userId,
        email: existing.caller.email,
      }),
    });
    const counted = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from users where lower(email) = ${existing.caller.email}`,
    );
    expect(counted.n).toBe(1);
    expect((await outbox(existing.caller.email)).rows).toHaveLength(0);

    // A disabled account is named, not offered.
    await db.execute(
      sql`update profiles set disabled_at = now() where id = ${existing.caller.userId}::uuid`,
    );
    const disabled = await newCustomerAction(newCustomer({ email: existing.caller.email }));
    expect(disabled.ok && disabled.data).toEqual({
      status: 'exists',
      message: N.existsDisabled.replace('{email}', existing.caller.email),
      customer: null,
    });
  });

  it('follows the pro rule: verified at once only with a 14-digit SIRET the owner checked', async () => {
    const pending = newCustomer({
      isProfessional: true,
      companyName: 'Carrosserie Martin',
      siret: '',
    });
    const waiting = await newCustomerAction(pending);
    expect(waiting.ok && waiting.data.status).toBe('created');
    const refused = await newCustomerAction(
      newCustomer({
        isProfessional: true,
        companyName: 'Garage B',
        siret: '',
        verifiedNow: true,
      }),
    );
    expect(refused).toMatchObject({ ok: false, fieldErrors: { siret: N.errors.siretRequired } });
    const verified = newCustomer({
      isProfessional: true,
      companyName: 'Carrosserie Martin',
      siret: '732 829 320 00074',
      verifiedNow: true,
    });
    const done = await newCustomerAction(verified);
    expect(done.ok && done.data.status === 'created' && done.data.customer.professional).toBe(true);
    const rows = await db.execute<{
      email: string;
      pro: boolean;
      verified: boolean;
      siret: string;
    }>(
      sql`select email, is_professional as pro, is_verified_professional as verified, siret
          from profiles where email in (${pending.email}, ${verified.email}) order by verified`,
    );
    expect(rows.rows).toEqual([
      { email: pending.email, pro: true, verified: false, siret: null },
      { email: verified.email, pro: true, verified: true, siret: '73282932000074' },
    ]);
  });
});

/** A colour of its own (code unique to the test), water and solvent, with two shade variants. */
async function colour() {
  const code = `ZQ${unique().toUpperCase()}`;
  const c = await one<{ id: string }>(
    db,
    sql`insert into paint_colors (color_code, color_name, category, css_preview, available_water,
          available_solvent, available_gloss_direct)
        values (${code}, 'Gris Platine', 'auto', '#8a8d91', true, true, false) returning id`,
  );
  const shade = await one<{ id: string }>(
    db,
    sql`insert into colour_shade_variants (colour_id, name, variant_code, is_standard, position)
        values (${c.id}::uuid, 'plus claire', ${`${code}-V1`}, false, 1) returning id`,
  );
  await db.execute(sql`insert into colour_shade_variants (colour_id, name, is_standard, position)
    values (${c.id}::uuid, 'standard', true, 0)`);
  return { id: c.id, code, shadeId: shade.id };
}

describe('colour lines by code', () => {
  it('offers the configurator’s choices for the code and are priced by the server like the shopper’s lines', async () => {
    const c = await colour();
    const found = await searchOrderColoursAction({ query: c.code.toLowerCase() });
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    const choice = found.data.find((f) => f.colour.id === c.id)!;
    expect(choice.colour).toMatchObject({ code: c.code, name: 'Gris Platine' });
    expect(choice.shades.map((s) => s.name)).toEqual(['standard', 'plus claire']);
    const pot = choice.configs['peinture-pot']!;
    // Only the paint types the colour exists in (no gloss direct here).
    expect(pot.paintTypes.map((p) => p.value)).toContain('water');
    expect(pot.paintTypes.some((p) => p.value.startsWith('gloss_direct'))).toBe(false);
    expect(choice.configs['stylo-vernis']).toBeUndefined();

    const configs = await getPaintConfigs(db);
    const volume = configs['peinture-pot']!.volumes[0]!;
    const expected = priceFor(configs['peinture-pot'], volume, 'water').ttcCents;
    expect(expected).toBeGreaterThan(0);
    const plain = `${c.id}-${colourVariantId('peinture-pot', 'water', volume)}`;
    const shaded = `${c.id}-${colourVariantId('peinture-pot', 'water', volume, undefined, c.shadeId)}`;
    const buyer = await newBuyer(db);
    const quote = await quotePhoneOrderAction({
      customerId: buyer.caller.userId,
      lines: [
        { key: plain, quantity: 2 },
        { key: shaded, quantity: 1 },
      ],
      addressId: buyer.addressId,
      carrierCode: null,
    });
    expect(quote.ok).toBe(true);
    if (!quote.ok) return;
    const [first, second] = quote.data.lines;
    expect(first).toMatchObject({
      key: plain,
      unitTtc: expected,
      totalTtc: 2 * expected,
      ok: true,
    });
    expect(first!.name).toContain(c.code);
    expect(second).toMatchObject({ key: shaded, unitTtc: expected, ok: true });
    expect(second!.name).toContain(`${c.code}-V1`);
    // The same lines as the shopper's cart, priced by the same path.
    const shopper = await priceCartFor(
      db,
      buyer.caller,
      [{ id: plain, productId: c.id, variantId: plain.slice(37), quantity: 2 }],
      { country: 'FR', carrierCode: null },
    );
    expect(shopper.lines[0]!.unitTtc).toBe(first!.unitTtc);

    // A shade of another colour is the server's refusal, not a price.
    const other = await colour();
    const foreign = `${c.id}-${colourVariantId('peinture-pot', 'water', volume, undefined, other.shadeId)}`;
    const wrong = await quotePhoneOrderAction({
      customerId: buyer.caller.userId,
      lines: [{ key: foreign, quantity: 1 }],
      addressId: buyer.addressId,
      carrierCode: null,
    });
    expect(wrong.ok && wrong.data.lines[0]!.ok).toBe(false);

    const one1 = [{ key: shaded, quantity: 1 }];
    const quoted = await quotePhoneOrderAction({
      customerId: buyer.caller.userId,
      lines: one1,
      addressId: buyer.addressId,
      carrierCode: quote.data.carrierCode,
    });
    if (!quoted.ok) throw new Error(quoted.error);
    const order = {
      customerId: buyer.caller.userId,
      lines: one1,
      addressId: buyer.addressId,
      carrierCode: quote.data.carrierCode!,
      idempotencyKey: randomUUID(),
      expectedTotalCents: quoted.data.totalCents,
    };
    // Made to order: not without the customer's acknowledgement, said in French.
    expect(await placePhoneOrderAction(order)).toMatchObject({
      ok: false,
      error: adminMessages.admin.orderEdit.errors.customPaint,
    });
    const placed = await placePhoneOrderAction({ ...order, customPaintAcknowledged: true });
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    const item = await one<{ custom: boolean; colour: { code: string; shade: { id: string } } }>(
      db,
      sql`select is_custom_paint as custom, colour from order_items where order_id = ${placed.data.id}::uuid`,
    );
    expect(item.custom).toBe(true);
    expect(item.colour).toMatchObject({ code: c.code, shade: { id: c.shadeId } });
  });

  it('can be added to an unpaid order being edited, with the colour kept on the line', async () => {
    const c = await colour();
    const p = await stockedProduct(db, 10, 42);
    const buyer = await newBuyer(db);
    const lines = [productLine(p.id, 1)];
    const shown = await priceCartFor(db, buyer.caller, lines, {
      country: 'FR',
      carrierCode: 'colissimo',
    });
    const order = await placeOrder(
      db,
      buyer.caller,
      orderInput(buyer.addressId, lines, shown.totalTtc),
    );
    const configs = await getPaintConfigs(db);
    const volume = configs['peinture-pot']!.volumes[0]!;
    const paintKey = `${c.id}-${colourVariantId('peinture-pot', 'water', volume)}`;
    const edited = [
      { key: `${p.id}-default`, quantity: 1 },
      { key: paintKey, quantity: 2 },
    ];
    const preview = await previewOrderEditAction({ id: order.id, lines: edited, addressId: null });
    expect(preview.ok ? 'ok' : preview.error).toBe('ok');
    if (!preview.ok) return;
    const save = {
      id: order.id,
      lines: edited,
      addressId: null,
      expectedTotalCents: preview.data.totalCents,
    };
    expect(await editOrderAction(save)).toMatchObject({
      ok: false,
      error: adminMessages.admin.orderEdit.errors.customPaint,
    });
    const saved = await editOrderAction({ ...save, customPaintAcknowledged: true });
    expect(saved.ok).toBe(true);
    const item = await one<{ unit: number; colour: { code: string; cssPreview: string } }>(
      db,
      sql`select unit_price_ttc as unit, colour from order_items
          where order_id = ${order.id}::uuid and is_custom_paint`,
    );
    expect(item.unit).toBe(priceFor(configs['peinture-pot'], volume, 'water').ttcCents);
    expect(item.colour).toMatchObject({ code: c.code, cssPreview: '#8a8d91' });
    const ack = await one<{ ack: boolean }>(
      db,
      sql`select custom_paint_acknowledged as ack from orders where id = ${order.id}::uuid`,
    );
    expect(ack.ack).toBe(true);
  });
});
