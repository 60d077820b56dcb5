/**
 * One total to the cent (issue 38 §3), on the real database: orders placed through placeOrder,
 * paid (the invoice issued), their e-mail rendered and their Factur-X XML read back. The stored
 * order, its summary (page and e-mails), the invoice and the XML carry the same HT, TVA and TTC.
 */
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { invoicePdf } from '@/lib/invoices/store';
import type { InvoiceData } from '@/lib/invoices/types';
import { formatCents } from '@/lib/money';
import { renderOrderEmail } from '@/lib/orders/emails/render';
import { markOrderPaid } from '@/lib/orders/payment';
import { placeOrder } from '@/lib/orders/place';
import { loadOrder } from '@/lib/orders/queries';
import { priceCartFor } from '@/lib/pricing';
import { orderSummary } from '@/lib/pricing/breakdown';
import {
  newBuyer,
  one,
  orderInput,
  productLine,
  stockedProduct,
} from '@/tests/support/checkout-fixtures';
import { embeddedFileContents } from '@/tests/support/pdf';

const db = () => getDb();
const text = (s: string) => s.replace(/\s/g, ' ');
const euro = (cents: number) => text(formatCents(cents));

async function productAt(priceTtc: number, offset: number) {
  const p = await stockedProduct(db(), 50, offset);
  await db().execute(sql`update products set price_ttc = ${priceTtc}, pro_price_ttc = null
    where id = ${p.id}::uuid`);
  return p.id;
}

async function place(professional: boolean, lines: unknown[], promoCode: string | null) {
  const { caller, addressId } = await newBuyer(db(), undefined, { professional });
  const priced = await priceCartFor(db(), caller, lines, {
    country: 'FR',
    carrierCode: 'colissimo',
    promoCode,
  });
  const placed = await placeOrder(
    db(),
    caller,
    orderInput(addressId, lines, priced.totalTtc, { promoCode }),
  );
  const order = (await loadOrder(db(), placed.id))!;
  return { priced, order };
}

async function invoiceOf(orderId: string) {
  return one<{ id: string; data: InvoiceData }>(
    db(),
    sql`select id, data from invoices where order_id = ${orderId}::uuid and kind = 'invoice'`,
  );
}

async function confirmationText(orderId: string) {
  const mail = await renderOrderEmail(db(), { template: 'order-confirmation', orderId });
  return text(mail.text);
}

describe('one total to the cent', () => {
  it('a professional’s order: page, e-mail, invoice and Factur-X say the same HT and TVA', async () => {
    // 10,05 € and 74,55 € (the case of NU-…014: line HT rounded one by one gave one cent more).
    const a = await productAt(1005, 3);
    const b = await productAt(7455, 4);
    const lines = [productLine(a, 1), productLine(b, 1)];
    const { priced, order } = await place(true, lines, 'BIENVENUE10');

    // Stored as priced; the column adds up.
    expect(order.totalHtCents).toBe(priced.totalHt);
    expect(order.taxCents).toBe(priced.totalTva);
    expect(order.totalHtCents + order.taxCents).toBe(order.totalCents);
    expect(order.lines.map((l) => l.totalHt)).toEqual(
      priced.lines.filter((l) => l.status === 'ok').map((l) => l.totalHt),
    );
    // The page and the e-mails print the checkout's summary.
    const summary = orderSummary(order);
    expect(summary).toEqual(priced.summary);
    expect(summary.map((r) => r.label)).toEqual([
      'Sous-total HT',
      'Remise HT (BIENVENUE10)',
      // Colissimo's price HT, or offered above its free threshold.
      expect.stringMatching(/^Livraison (HT \(Colissimo.*\)|offerte)$/),
      'Total HT',
      'TVA 20 %',
      'Total TTC',
    ]);
    const mail = await confirmationText(order.id);
    for (const row of summary) expect(mail).toContain(row.label);
    expect(mail).toContain(euro(order.totalHtCents));
    expect(mail).toContain(euro(order.taxCents));

    // The invoice and its Factur-X XML.
    expect(
      (await markOrderPaid(db(), { orderId: order.id, method: 'transfer', reference: null }))
        .status,
    ).toBe('paid');
    const invoice = await invoiceOf(order.id);
    expect(invoice.data.totals).toEqual({
      ht: order.totalHtCents,
      vat: order.taxCents,
      ttc: order.totalCents,
    });
    expect(invoice.data.lines.map((l) => l.totalHt)).toEqual(order.lines.map((l) => l.totalHt));
    expect(invoice.data.vatBreakdown).toEqual([
      { rateBp: 2000, base: order.totalHtCents, vat: order.taxCents },
    ]);
    const pdf = (await invoicePdf(db(), invoice.id))!.pdf;
    const [xml] = embeddedFileContents(pdf).filter((f) => f.includes('CrossIndustryInvoice'));
    const cii = new XMLParser({
      removeNSPrefix: true,
      parseTagValue: false,
      ignoreAttributes: false,
    }).parse(xml!).CrossIndustryInvoice;
    const settlement = cii.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement;
    const sum = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
    const cents = (v: unknown) =>
      Math.round(Number(typeof v === 'object' ? (v as { '#text': string })['#text'] : v) * 100);
    expect(cents(sum.TaxBasisTotalAmount)).toBe(order.totalHtCents);
    expect(cents(sum.TaxTotalAmount)).toBe(order.taxCents);
    expect(cents(sum.GrandTotalAmount)).toBe(order.totalCents);
    const vat = [settlement.ApplicableTradeTax].flat()[0];
    expect(cents(vat.BasisAmount)).toBe(order.totalHtCents);
    expect(cents(vat.CalculatedAmount)).toBe(order.taxCents);
  });

  it('TOUTGRATIS: shipping offered (0 €, « Livraison offerte »), the discount within the lines', async () => {
    const a = await productAt(2300, 5);
    const { priced, order } = await place(false, [productLine(a, 1)], 'TOUTGRATIS');
    expect(order.totalCents).toBe(100);
    expect(order.shippingCents).toBe(0);
    expect(order.discountCents).toBe(2300 - 100);
    expect(order.discountCents).toBeLessThanOrEqual(order.subtotalCents);
    expect(orderSummary(order)).toEqual(priced.summary);
    const mail = await confirmationText(order.id);
    expect(mail).toContain('Livraison offerte');
    expect(mail).toContain('Remise TTC (TOUTGRATIS)');
    expect(mail).toContain(`−${euro(order.discountCents)}`);
    await markOrderPaid(db(), { orderId: order.id, method: 'transfer', reference: null });
    const invoice = await invoiceOf(order.id);
    expect(invoice.data.totals).toEqual({
      ht: order.totalHtCents,
      vat: order.taxCents,
      ttc: 100,
    });
    expect(invoice.data.shipping.ttc).toBe(0);
    expect(invoice.data.discount!.ttc).toBe(2200);
  });
});
