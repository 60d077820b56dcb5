/**
 * The test card and the colour-match guarantee (issue 41 §2) against the real database: the
 * card priced by the server from the owner's setting; a claim only on one's own colour line,
 * within the days after delivery, once per line; photos re-encoded (a non-image refused, EXIF
 * dropped) into the private store and shown to the customer and admins only; the owner's
 * decisions (remix, refund of the line through the order refunds, refusal with its reason) and
 * the e-mails queued at each step.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { markOrderPaidAction } from '@/lib/admin/orders/actions';
import { decideClaimAction, saveGuaranteeSettingsAction } from '@/lib/admin/guarantee/actions';
import { getDb } from '@/lib/db/client';
import { fileClaimAction } from '@/lib/guarantee/actions';
import { mayViewPhoto } from '@/lib/guarantee/claims';
import { priceCartFor } from '@/lib/pricing';
import { readPrivateObject } from '@/lib/storage';
import adminMessages from '@/messages/admin.fr.json';
import formMessages from '@/messages/forms.fr.json';
import { admin, calling, customer } from '../support/admin-caller';
import { createOrder } from '../support/orders';

const db = getDb();
const M = formMessages.guaranteeClaim.validation;
const A = adminMessages.admin.guarantee.validation;
const owner = admin();

async function settings(testCardPrice: string, claimDays: number) {
  calling.caller = owner;
  const saved = await saveGuaranteeSettingsAction({ testCardPrice, claimDays, conditions: '' });
  expect(saved.ok).toBe(true);
}

beforeEach(async () => {
  await settings('0', 30);
});

/** A paid order of `buyer` (the default fixture: a colour line, then a varnish ×2). */
async function paidOrder(buyer: { userId: string }, shipped: string | null = 'now()') {
  const order = await createOrder(db, { userId: buyer.userId });
  calling.caller = owner;
  expect((await markOrderPaidAction({ id: order.id })).ok).toBe(true);
  if (shipped) {
    await db.execute(sql`update orders set shipped_at = ${sql.raw(shipped)},
      delivered_at = ${sql.raw(shipped)} where id = ${order.id}::uuid`);
  }
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from order_items where order_id = ${order.id}::uuid order by ctid`,
  );
  return { ...order, colourLine: rows[0]!.id, varnishLine: rows[1]!.id };
}

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0c4c8' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Appareil-Secret', Artist: 'Julie Martin' } })
    .toBuffer();

async function claimForm(
  orderItemId: string,
  files: File[],
  description = 'Plus foncé que l’aile.',
) {
  const form = new FormData();
  form.set('orderItemId', orderItemId);
  form.set('description', description);
  for (const file of files) form.append('photos', file);
  return fileClaimAction(form);
}

const jpeg = async () =>
  new File([new Uint8Array(await photo())], 'aile.jpg', { type: 'image/jpeg' });

async function mails(orderNumber: string) {
  const { rows } = await db.execute<{ template: string; render: Record<string, unknown> }>(sql`
    select template, render from email_outbox where subject like ${`%${orderNumber}%`}
      and template like 'order-guarantee%' order by created_at, id`);
  return rows;
}

describe('the test card', () => {
  it('is priced by the server from the owner setting, whatever the browser says', async () => {
    const { rows } = await db.execute<{ id: string; color_code: string }>(
      sql`select id, color_code from paint_colors where is_active limit 1`,
    );
    const colour = rows[0]!;
    const card = {
      id: `${colour.id}-carte-test`,
      productId: colour.id,
      variantId: 'carte-test',
      price: 0.01,
      quantity: 1,
    };
    const free = await priceCartFor(db, customer(), [card], { fresh: true });
    expect(free.lines[0]).toMatchObject({ status: 'ok', unitTtc: 0, isCustomPaint: false });
    expect(free.lines[0]!.name).toContain(`Carte test – ${colour.color_code}`);
    await settings('2,50', 30);
    const paid = await priceCartFor(db, customer(), [card], { fresh: true });
    expect(paid.lines[0]).toMatchObject({ status: 'ok', unitTtc: 250, totalTtc: 250 });
  });
});

describe('filing a claim', () => {
  it('takes a colour line of one’s own delivered order, once, and queues « reçue »', async () => {
    const me = customer();
    const order = await paidOrder(me);
    calling.caller = me;
    const filed = await claimForm(order.colourLine, [await jpeg()]);
    expect(filed).toMatchObject({ ok: true, data: { orderNumber: order.orderNumber } });
    const again = await claimForm(order.colourLine, [await jpeg()]);
    expect(again).toMatchObject({ ok: false, error: M.already });
    expect((await mails(order.orderNumber)).map((m) => m.template)).toEqual([
      'order-guarantee-received',
    ]);
  });

  it('refuses another customer’s line, a varnish line, an order not shipped, a late claim', async () => {
    const me = customer();
    const order = await paidOrder(me);
    calling.caller = customer();
    expect(await claimForm(order.colourLine, [await jpeg()])).toMatchObject({
      ok: false,
      error: M.notFound,
    });
    calling.caller = me;
    expect(await claimForm(order.varnishLine, [await jpeg()])).toMatchObject({
      ok: false,
      error: M.notColour,
    });
    const waiting = await paidOrder(me, null);
    calling.caller = me;
    expect(await claimForm(waiting.colourLine, [await jpeg()])).toMatchObject({
      ok: false,
      error: M.closed,
    });
    const late = await paidOrder(me, `now() - interval '31 days'`);
    calling.caller = me;
    expect(await claimForm(late.colourLine, [await jpeg()])).toMatchObject({
      ok: false,
      error: M.closed,
    });
    // The owner's longer window lets the same claim in.
    await settings('0', 45);
    calling.caller = me;
    expect(await claimForm(late.colourLine, [await jpeg()])).toMatchObject({ ok: true });
  });

  it('refuses a file that is not an image, no photo and four photos, in French', async () => {
    const me = customer();
    const order = await paidOrder(me);
    calling.caller = me;
    const text = new File(['pas une image'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await claimForm(order.colourLine, [text])).toMatchObject({
      ok: false,
      fieldErrors: { photos: M.notImage },
    });
    expect(await claimForm(order.colourLine, [])).toMatchObject({
      ok: false,
      fieldErrors: { photos: M.photosRequired },
    });
    const four = await Promise.all([jpeg(), jpeg(), jpeg(), jpeg()]);
    expect(await claimForm(order.colourLine, four)).toMatchObject({
      ok: false,
      fieldErrors: { photos: M.photosTooMany },
    });
    const { rows } = await db.execute(
      sql`select 1 from guarantee_claims where order_item_id = ${order.colourLine}::uuid`,
    );
    expect(rows).toEqual([]);
  });

  it('re-encodes the photos without their EXIF and shows them to the customer and admins only', async () => {
    const me = customer();
    const order = await paidOrder(me);
    calling.caller = me;
    expect((await claimForm(order.colourLine, [await jpeg(), await jpeg()])).ok).toBe(true);
    const { rows } = await db.execute<{ name: string }>(sql`
      select p.name from guarantee_claim_photos p join guarantee_claims c on c.id = p.claim_id
      where c.order_item_id = ${order.colourLine}::uuid order by p.position`);
    expect(rows).toHaveLength(2);
    const stored = await readPrivateObject(rows[0]!.name);
    expect(stored?.contentType).toBe('image/webp');
    const meta = await sharp(stored!.body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored!.body.includes(Buffer.from('Appareil-Secret'))).toBe(false);
    expect(await mayViewPhoto(db, me, rows[0]!.name)).toBe(true);
    expect(await mayViewPhoto(db, owner, rows[0]!.name)).toBe(true);
    expect(await mayViewPhoto(db, customer(), rows[0]!.name)).toBe(false);
  });
});

describe('the owner’s decisions', () => {
  async function claimed() {
    const me = customer();
    const order = await paidOrder(me);
    calling.caller = me;
    expect((await claimForm(order.colourLine, [await jpeg()])).ok).toBe(true);
    const { rows } = await db.execute<{ id: string }>(
      sql`select id from guarantee_claims where order_item_id = ${order.colourLine}::uuid`,
    );
    calling.caller = owner;
    return { order, claimId: rows[0]!.id };
  }

  it('refunds the line through the order refunds and e-mails the amount', async () => {
    const { order, claimId } = await claimed();
    const done = await decideClaimAction({ id: claimId, decision: 'refund' });
    expect(done).toEqual({ ok: true, data: { id: claimId, status: 'refund', refundCents: 3990 } });
    const { rows } = await db.execute<{ amount_cents: number; status: string }>(sql`
      select r.amount_cents, o.status::text from order_refunds r join orders o on o.id = r.order_id
      where r.order_id = ${order.id}::uuid`);
    expect(rows).toEqual([{ amount_cents: 3990, status: 'partially_refunded' }]);
    const sent = await mails(order.orderNumber);
    expect(sent.at(-1)).toMatchObject({
      template: 'order-guarantee-decided',
      render: { outcome: { decision: 'refund', refundCents: 3990 } },
    });
    // Decided once: a second decision is refused and refunds nothing more.
    expect(await decideClaimAction({ id: claimId, decision: 'refund' })).toMatchObject({
      ok: false,
      error: A.alreadyDecided,
    });
    const count = await db.execute(
      sql`select 1 from order_refunds where order_id = ${order.id}::uuid`,
    );
    expect(count.rows).toHaveLength(1);
  });

  it('refuses only with a reason, which the e-mail carries; a remix is recorded', async () => {
    const { order, claimId } = await claimed();
    expect(await decideClaimAction({ id: claimId, decision: 'refused' })).toMatchObject({
      ok: false,
      fieldErrors: { reason: A.reasonRequired },
    });
    const reason = 'La carte test n’a pas été pulvérisée.';
    expect(await decideClaimAction({ id: claimId, decision: 'refused', reason })).toMatchObject({
      ok: true,
    });
    expect((await mails(order.orderNumber)).at(-1)).toMatchObject({
      render: { outcome: { decision: 'refused', reason } },
    });

    const other = await claimed();
    expect(await decideClaimAction({ id: other.claimId, decision: 'remix' })).toMatchObject({
      ok: true,
      data: { status: 'remix', refundCents: null },
    });
    const { rows } = await db.execute<{ status: string; decided_by: string }>(sql`
      select status, decided_by from guarantee_claims where id = ${other.claimId}::uuid`);
    expect(rows[0]).toEqual({ status: 'remix', decided_by: owner.userId });
  });

  it('is refused to a customer', async () => {
    const { claimId } = await claimed();
    calling.caller = customer();
    expect(await decideClaimAction({ id: claimId, decision: 'remix' })).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
  });
});
