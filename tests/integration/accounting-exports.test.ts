import { calling, admin, customer, VISITOR } from '../support/admin-caller';
/**
 * The accountant's exports (issues 39 §6, 40 §6) over orders placed through the real checkout
 * function, paid (invoice) and cancelled (credit note): what each CSV says, that it matches the
 * stored orders and documents, and who may download it.
 */
import { NextRequest } from 'next/server';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/admin/exports/[kind]/route';
import {
  exportB2cEReportingCsv,
  exportOrdersCsv,
  exportSalesJournalCsv,
  exportVatSummaryCsv,
} from '@/lib/admin/accounting/exports';
import { parseCsv } from '@/lib/admin/csv';
import { exportProductsCsv } from '@/lib/admin/products/csv';
import type { Admin, SignedIn } from '@/lib/auth/caller';
import { getDb } from '@/lib/db/client';
import type { InvoiceData } from '@/lib/invoices/types';
import { cancelOrder, markOrderPaid } from '@/lib/orders/payment';
import { placeOrder } from '@/lib/orders/place';
import { priceCartFor } from '@/lib/pricing';
import { newBuyer, orderInput, productLine, stockedProduct } from '../support/checkout-fixtures';

const db = () => getDb();
const period = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
})
  .format(new Date())
  .slice(0, 7);

async function place(caller: SignedIn, addressId: string, quantity: number) {
  const product = await stockedProduct(db(), 50);
  const lines = [productLine(product.id, quantity)];
  const total = (
    await priceCartFor(db(), caller, lines, { country: 'FR', carrierCode: 'colissimo' })
  ).totalTtc;
  const placed = await placeOrder(db(), caller, orderInput(addressId, lines, total));
  expect(placed.created).toBe(true);
  return placed;
}

async function pay(orderId: string) {
  expect((await markOrderPaid(db(), { orderId, method: 'transfer' })).status).toBe('paid');
}

type Doc = { number: string; kind: string; data: InvoiceData };
async function documentsOf(orderId: string): Promise<Doc[]> {
  const { rows } = await db().execute<Doc>(sql`
    select number, kind, data from invoices where order_id = ${orderId}::uuid
    order by kind = 'credit_note', number`);
  return rows;
}

const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
const rowsOf = (csv: string) => parseCsv(csv).rows.map((r) => r.values);

let owner: Admin;
let b2c: { id: string; orderNumber: string; totalCents: number };
let cancelled: { id: string; orderNumber: string; totalCents: number };
let pro: { id: string; orderNumber: string; totalCents: number };
let before: { vat: string; b2c: string };

beforeAll(async () => {
  owner = admin();
  before = {
    vat: await exportVatSummaryCsv(db(), owner, period),
    b2c: await exportB2cEReportingCsv(db(), owner, period),
  };
  const individual = await newBuyer(db());
  b2c = await place(individual.caller, individual.addressId, 2);
  await pay(b2c.id);
  cancelled = await place(individual.caller, individual.addressId, 1);
  await pay(cancelled.id);
  await cancelOrder(db(), cancelled.id, 'shop');
  const company = await newBuyer(db(), undefined, { professional: true });
  pro = await place(company.caller, company.addressId, 3);
  await pay(pro.id);
});

/** The summary's line of the 20 % rate for the period, as numbers. */
function line20(csv: string) {
  const row = rowsOf(csv).find((r) => r['mois'] === period && r['taux de tva (%)'] === '20');
  return {
    base: cents(row?.['base ht'] ?? '0'),
    vat: cents(row?.['tva'] ?? '0'),
    ttc: cents(row?.['total ttc'] ?? '0'),
    invoices: Number(row?.['factures'] ?? 0),
    creditNotes: Number(row?.['avoirs'] ?? 0),
  };
}

describe('accounting exports', () => {
  it('writes French Excel CSV: BOM, « ; », French headers, comma decimals', async () => {
    const csv = await exportOrdersCsv(db(), owner, period);
    expect(csv.startsWith('\uFEFFCommande;Date;Statut;Paiement;Moyen de paiement;')).toBe(true);
    expect(csv).toContain('\r\n');
    const row = rowsOf(csv).find((r) => r['commande'] === b2c.orderNumber)!;
    expect(row['total ttc']).toMatch(/^\d+,\d{2}$/);
  });

  it('lists the orders with French labels and the amounts stored on each order', async () => {
    const rows = rowsOf(await exportOrdersCsv(db(), owner, period));
    const { rows: stored } = await db().execute<{
      order_number: string;
      total_cents: number;
      tax_cents: number;
      total_ht_cents: number;
    }>(sql`select order_number, total_cents, tax_cents, total_ht_cents from orders
           where id in (${b2c.id}::uuid, ${cancelled.id}::uuid, ${pro.id}::uuid)`);
    for (const order of stored) {
      const row = rows.find((r) => r['commande'] === order.order_number)!;
      expect(cents(row['total ttc']!)).toBe(order.total_cents);
      expect(cents(row['tva']!)).toBe(order.tax_cents);
      expect(cents(row['total ht']!)).toBe(order.total_ht_cents);
    }
    const paid = rows.find((r) => r['commande'] === b2c.orderNumber)!;
    expect(paid).toMatchObject({
      statut: 'Payée',
      paiement: 'Payé',
      'moyen de paiement': 'Virement',
      'type de client': 'Particulier',
    });
    const [invoice, note] = await documentsOf(cancelled.id);
    expect(rows.find((r) => r['commande'] === cancelled.orderNumber)).toMatchObject({
      statut: 'Annulée',
      facture: invoice!.number,
      avoirs: note!.number,
    });
    expect(rows.find((r) => r['commande'] === pro.orderNumber)).toMatchObject({
      'type de client': 'Professionnel',
      siret: '12345678900012',
    });
  });

  it('posts each invoice and credit note as a balanced entry: 411 / 707 / 44571', async () => {
    const rows = rowsOf(await exportSalesJournalCsv(db(), owner, period));
    const [invoice, note] = await documentsOf(cancelled.id);
    for (const doc of [invoice!, note!]) {
      const entry = rows.filter((r) => r['pièce'] === doc.number);
      const debit = entry.reduce((s, r) => s + cents(r['débit']!), 0);
      const credit = entry.reduce((s, r) => s + cents(r['crédit']!), 0);
      expect(debit).toBe(credit);
      expect(debit).toBe(Math.abs(doc.data.totals.ttc));
      const byAccount = Object.fromEntries(entry.map((r) => [r['compte'], r]));
      // Shipping (7085) has its own posting when it was charged (free here above the threshold).
      expect(Object.keys(byAccount).sort()).toEqual(
        ['411', '44571', '707', ...(doc.data.shipping.ht !== 0 ? ['7085'] : [])].sort(),
      );
      expect(entry.every((r) => r['journal'] === 'VE')).toBe(true);
      const ttc = Math.abs(doc.data.totals.ttc);
      const vat = Math.abs(doc.data.totals.vat);
      if (doc.kind === 'invoice') {
        expect(cents(byAccount['411']!['débit']!)).toBe(ttc);
        expect(cents(byAccount['44571']!['crédit']!)).toBe(vat);
        expect(byAccount['411']!['libellé']).toBe(
          `Facture ${doc.number} — commande ${cancelled.orderNumber}`,
        );
      } else {
        // A credit note reverses the invoice: the customer is credited, VAT debited.
        expect(cents(byAccount['411']!['crédit']!)).toBe(ttc);
        expect(cents(byAccount['44571']!['débit']!)).toBe(vat);
        expect(byAccount['411']!['libellé']).toBe(
          `Avoir ${doc.number} — commande ${cancelled.orderNumber}`,
        );
      }
      expect(byAccount['411']!['intitulé du compte']).toBe('Clients');
      expect(byAccount['411']!['date']).toBe(doc.data.issueDate.split('-').reverse().join('/'));
    }
  });

  it('sums the VAT by month and rate, credit notes deducted', async () => {
    const was = line20(before.vat);
    const now = line20(await exportVatSummaryCsv(db(), owner, period));
    const docs = [
      ...(await documentsOf(b2c.id)),
      ...(await documentsOf(cancelled.id)),
      ...(await documentsOf(pro.id)),
    ];
    expect(docs.map((d) => d.kind).sort()).toEqual([
      'credit_note',
      'invoice',
      'invoice',
      'invoice',
    ]);
    const sum = (pick: (d: InvoiceData) => number) => docs.reduce((s, d) => s + pick(d.data), 0);
    expect(now.base - was.base).toBe(sum((d) => d.totals.ht));
    expect(now.vat - was.vat).toBe(sum((d) => d.totals.vat));
    expect(now.ttc - was.ttc).toBe(sum((d) => d.totals.ttc));
    // The cancelled order adds nothing: its credit note takes its invoice back.
    expect(now.ttc - was.ttc).toBe(b2c.totalCents + pro.totalCents);
    expect(now.invoices - was.invoices).toBe(3);
    expect(now.creditNotes - was.creditNotes).toBe(1);
  });

  it('reports B2C sales only for e-reporting, credit notes deducted', async () => {
    const was = line20(before.b2c);
    const now = line20(await exportB2cEReportingCsv(db(), owner, period));
    const [invoice] = await documentsOf(b2c.id);
    expect(now.ttc - was.ttc).toBe(b2c.totalCents);
    expect(now.base - was.base).toBe(invoice!.data.totals.ht);
    expect(now.vat - was.vat).toBe(invoice!.data.totals.vat);
    expect(now.invoices - was.invoices).toBe(2);
    expect(now.creditNotes - was.creditNotes).toBe(1);
  });

  it('refuses a caller who is not an administrator in the data layer too', async () => {
    await expect(exportOrdersCsv(db(), customer() as Admin, period)).rejects.toThrow();
  });
});

describe('the export route', () => {
  const get = (kind: string, query = `?periode=${period}`) =>
    GET(new NextRequest(`http://localhost/api/admin/exports/${kind}${query}`), {
      params: Promise.resolve({ kind }),
    });

  it('answers 401 to a visitor and 403 to a customer, whatever the export', async () => {
    for (const kind of ['commandes', 'journal-ventes', 'tva', 'e-reporting-b2c']) {
      calling.caller = VISITOR;
      expect((await get(kind)).status, kind).toBe(401);
      calling.caller = customer();
      const refused = await get(kind);
      expect(refused.status, kind).toBe(403);
      expect(await refused.text()).not.toContain(';');
    }
  });

  it('gives the administrator the file, named after the period, never cached', async () => {
    calling.caller = owner;
    const answer = await get('journal-ventes');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="journal-ventes-${period}.csv"`,
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.text()).toContain('Journal;Date;Pièce;Compte;');
    expect((await get('tva', `?periode=${period.slice(0, 4)}`)).status).toBe(200);
    expect((await get('tva', '?periode=2026-13')).status).toBe(400);
    expect((await get('tva', '')).status).toBe(400);
    expect((await get('inconnu')).status).toBe(404);
  });
});

describe('the products export', () => {
  it('carries variants, categories and image addresses, every code in French', async () => {
    const rows = rowsOf(await exportProductsCsv(db(), owner));
    const { rows: withVariants } = await db().execute<{
      slug: string;
      variant: string;
      price: number;
    }>(sql`select p.slug, v.variant_name as variant, v.price_ttc as price
           from products p join product_variants v on v.product_id = p.id
           order by p.slug, v.position limit 1`);
    const variant = withVariants[0]!;
    expect(rows.find((r) => r['slug'] === variant.slug)!['variantes']).toContain(
      `${variant.variant} `,
    );
    const { rows: tagged } = await db().execute<{ slug: string; name: string }>(sql`
      select p.slug, c.name from products p join product_tags t on t.product_id = p.id
      join categories c on c.id = t.category_id order by p.slug limit 1`);
    expect(rows.find((r) => r['slug'] === tagged[0]!.slug)!['categories']).toContain(
      tagged[0]!.name,
    );
    const { rows: pictured } = await db().execute<{ slug: string; url: string }>(sql`
      select slug, image_urls[1] as url from products where cardinality(image_urls) > 0
      order by slug limit 1`);
    const images = rows.find((r) => r['slug'] === pictured[0]!.slug)!['images']!;
    expect(images.split(' | ')[0]).toMatch(/^https?:\/\//);
    expect(images).toContain(pictured[0]!.url.replace(/^\//, ''));

    const values = new Set(rows.flatMap((r) => [r['classe_transport'], r['conditionnement']]));
    for (const code of ['none', 'aerosol', 'flammable_liquid', 'pot', 'bombe', 'stylo'])
      expect(values.has(code), code).toBe(false);
    expect(values.has('Aucune (non dangereux)')).toBe(true);
  });
});
