/**
 * Shade variants of a code (issue 41 §1) on the real database: the demo seed's variants, the
 * server's check that a line's variant belongs to its colour (pricing, checkout, server cart),
 * the order line's snapshot and the variant on the invoice PDF and the confirmation e-mail.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listCart, upsertLines } from '@/lib/cart/server-cart';
import { getDb } from '@/lib/db/client';
import { invoicePdf } from '@/lib/invoices/store';
import { renderOrderEmail } from '@/lib/orders/emails/render';
import { markOrderPaid } from '@/lib/orders/payment';
import { placeOrder } from '@/lib/orders/place';
import { loadOrder } from '@/lib/orders/queries';
import { priceCartFor } from '@/lib/pricing';
import { newBuyer, one, orderInput } from '@/tests/support/checkout-fixtures';
import { pdfText } from '@/tests/support/pdf';

const db = () => getDb();

type Shade = { id: string; name: string; variant_code: string | null; is_standard: boolean };

async function colourOf(maker: string, code: string) {
  return one<{ id: string }>(
    db(),
    sql`select c.id from paint_colors c join paint_manufacturers m on m.id = c.manufacturer_id
        where m.slug = ${maker} and c.color_code = ${code} limit 1`,
  );
}

async function shadesOf(colourId: string): Promise<Shade[]> {
  const { rows } = await db().execute<Shade>(sql`
    select id, name, variant_code, is_standard from colour_shade_variants
    where colour_id = ${colourId}::uuid order by position`);
  return rows;
}

const paintLine = (colourId: string, shadeId: string | null, quantity = 1) => {
  const variantId = `peinture-pot:water:0.5${shadeId ? `:variante-${shadeId}` : ''}`;
  return { id: `${colourId}-${variantId}`, productId: colourId, variantId, quantity };
};

const pricing = { country: 'FR', carrierCode: 'colissimo', promoCode: null };

describe('shade variants', () => {
  it('the demo seed gives Peugeot EWP its « standard » and lighter variants', async () => {
    const ewp = await colourOf('peugeot', 'EWP');
    const shades = await shadesOf(ewp.id);
    expect(shades.map((s) => s.name)).toEqual(['standard', 'plus claire', 'plus jaune']);
    expect(shades.filter((s) => s.is_standard).map((s) => s.name)).toEqual(['standard']);
  });

  it('prices two variants of one code and packaging as two lines named after their variant', async () => {
    const ewp = await colourOf('peugeot', 'EWP');
    const [standard, lighter] = await shadesOf(ewp.id);
    const { caller } = await newBuyer(db());
    const priced = await priceCartFor(
      db(),
      caller,
      [paintLine(ewp.id, standard!.id), paintLine(ewp.id, lighter!.id)],
      pricing,
    );
    expect(priced.lines.map((l) => l.status)).toEqual(['ok', 'ok']);
    expect(priced.lines[0]!.name).toContain('variante standard');
    expect(priced.lines[1]!.name).toContain('variante plus claire (EWP-V1)');
    expect(priced.lines[1]!.colour?.shade).toEqual({
      id: lighter!.id,
      name: 'plus claire',
      code: 'EWP-V1',
    });
  });

  it('refuses a variant of another colour: not priced, and the checkout is refused', async () => {
    const peugeot = await colourOf('peugeot', 'EWP');
    const citroen = await colourOf('citroen', 'EWP');
    const [, citroenLighter] = await shadesOf(citroen.id);
    const { caller, addressId } = await newBuyer(db());
    const lines = [paintLine(peugeot.id, citroenLighter!.id)];
    const priced = await priceCartFor(db(), caller, lines, pricing);
    expect(priced.lines[0]).toMatchObject({
      status: 'unavailable',
      message:
        "Cette variante de teinte n'existe pas pour cette couleur : elle n'est pas comptée dans le total.",
    });
    await expect(
      placeOrder(
        db(),
        caller,
        orderInput(addressId, lines, priced.totalTtc, { customPaintAcknowledged: true }),
      ),
    ).rejects.toThrow();
    const { rows } = await db().execute(
      sql`select 1 from orders where user_id = ${caller.userId}::uuid`,
    );
    expect(rows).toHaveLength(0);
  });

  it('keeps a signed-in cart line only with a variant of its own colour', async () => {
    const peugeot = await colourOf('peugeot', 'EWP');
    const citroen = await colourOf('citroen', 'EWP');
    const [, own] = await shadesOf(peugeot.id);
    const [, other] = await shadesOf(citroen.id);
    const { caller } = await newBuyer(db());
    const client = (shadeId: string) => ({
      ...paintLine(peugeot.id, shadeId),
      isColorProduct: true,
      name: 'Peinture en pot Peugeot EWP Blanc Banquise',
      variant: '0.5 L',
      shade: { id: shadeId, name: 'plus claire', code: 'EWP-V1' },
    });
    await upsertLines(db(), caller.userId, [client(other!.id), client(own!.id)], 'set');
    const cart = await listCart(db(), caller.userId);
    expect(cart.map((l) => l.variantId)).toEqual([`peinture-pot:water:0.5:variante-${own!.id}`]);
    expect(cart[0]!.shade).toEqual({ id: own!.id, name: 'plus claire', code: 'EWP-V1' });
  });

  it('snapshots the variant on the order line, the invoice and the confirmation e-mail', async () => {
    const ewp = await colourOf('peugeot', 'EWP');
    const [, lighter] = await shadesOf(ewp.id);
    const { caller, addressId } = await newBuyer(db());
    const lines = [paintLine(ewp.id, lighter!.id, 2)];
    const priced = await priceCartFor(db(), caller, lines, pricing);
    const placed = await placeOrder(
      db(),
      caller,
      orderInput(addressId, lines, priced.totalTtc, { customPaintAcknowledged: true }),
    );
    // Renamed since: the order keeps the variant as it was when ordered.
    await db().execute(
      sql`update colour_shade_variants set name = 'claire (renommée)' where id = ${lighter!.id}::uuid`,
    );
    const order = (await loadOrder(db(), placed.id))!;
    expect(order.lines[0]!.colour?.shade).toEqual({
      id: lighter!.id,
      name: 'plus claire',
      code: 'EWP-V1',
    });
    expect(order.lines[0]!.name).toContain('variante plus claire (EWP-V1)');
    await db().execute(
      sql`update colour_shade_variants set name = 'plus claire' where id = ${lighter!.id}::uuid`,
    );

    const mail = await renderOrderEmail(db(), {
      template: 'order-confirmation',
      orderId: placed.id,
    });
    expect(mail.text.replace(/\s+/g, ' ')).toContain('variante plus claire (EWP-V1)');

    await markOrderPaid(db(), { orderId: placed.id, method: 'transfer', reference: null });
    const invoice = await one<{ id: string }>(
      db(),
      sql`select id from invoices where order_id = ${placed.id}::uuid and kind = 'invoice'`,
    );
    const pdf = (await invoicePdf(db(), invoice.id))!.pdf;
    expect(await pdfText(pdf)).toContain('variante plus claire (EWP-V1)');
  });
});

describe('search by shade variant', () => {
  it('« EWP plus claire » finds EWP with its « plus claire » variant, chosen on its page', async () => {
    const { searchColours } = await import('@/lib/search/results');
    for (const term of ['EWP plus claire', 'EWP variante claire']) {
      const found = await searchColours(db(), { term, makerSlug: null, page: 1 });
      expect(found.term).toBe(term);
      const first = found.results.items[0]!;
      expect(first.code).toBe('EWP');
      expect(first.shade).toEqual({ name: 'plus claire', code: 'EWP-V1' });
      expect(first.url).toMatch(/\/ewp-blanc-banquise\?variante=plus-claire$/);
    }
  });

  it('the dropdown answers the same', async () => {
    const { suggest } = await import('@/lib/search/suggest');
    const found = await suggest(db(), 'peugeot EWP plus claire');
    expect(found.colours.items[0]).toMatchObject({
      code: 'EWP',
      manufacturerSlug: 'peugeot',
      shade: { name: 'plus claire', code: 'EWP-V1' },
    });
  });
});
