import { expect, test } from './support/test';
import type { InvoiceData } from '@/lib/invoices/types';
import { pdfText } from '../support/pdf';
import { DEMO } from './support/accounts';
import { signedIn } from './support/session';
import { queryDb } from './support/shop';

/**
 * The invoice download of the built app: the order's owner gets the PDF (rendered on the
 * server from the frozen data, then stored), a visitor and another customer get the same 404.
 * The order and its invoice are written in SQL (the checkout journey covers issuing them).
 */
// Every run of beforeAll (once per worker and test group) writes its own order and invoice.
let number = '';
const address = ['Julie Martin', '8 rue des Tanneurs', '69002 Lyon', 'France'];

function frozen(orderNumber: string): InvoiceData {
  return {
    version: 1,
    kind: 'invoice',
    number,
    issueDate: '2026-11-24',
    orderNumber,
    orderDate: '2026-11-23',
    seller: {
      legalName: 'Nuancier SAS',
      legalForm: 'Nuancier SAS, société par actions simplifiée',
      address: ['12 rue des Carrossiers', '69007 Lyon', 'France'],
      countryCode: 'FR',
      siret: '912 345 678 00014',
      siren: '912 345 678',
      vatNumber: 'FR 27 912345678',
      registry: 'RCS Lyon 912 345 678',
      shareCapital: '20 000 €',
      email: 'contact@nuancier.fr',
      phone: '04 78 12 34 56',
    },
    buyer: {
      name: 'Julie Martin',
      company: null,
      professional: false,
      siret: null,
      siren: null,
      vatNumber: null,
      address,
      countryCode: 'FR',
      email: DEMO.individual.email,
    },
    delivery: { address, countryCode: 'FR', carrier: 'Colissimo' },
    operation: 'Livraison de biens',
    lines: [
      {
        name: 'Vernis 2K brillant',
        details: null,
        reference: 'VERN-2K-400',
        quantity: 2,
        unitHt: 1208,
        vatRateBp: 2000,
        vat: 483,
        totalHt: 2417,
        totalTtc: 2900,
        colour: null,
      },
    ],
    shipping: { label: 'Colissimo', ht: 575, vat: 115, ttc: 690, vatRateBp: 2000 },
    discount: null,
    totals: { ht: 2992, vat: 598, ttc: 3590 },
    vatBreakdown: [{ rateBp: 2000, base: 2992, vat: 598 }],
    payment: {
      method: 'transfer',
      label: 'Virement bancaire',
      paidDate: '2026-11-24',
      reference: null,
    },
    terms: {
      dueDate: '2026-12-24',
      paymentDueDays: 30,
      latePenaltyRate: 'trois fois le taux d’intérêt légal',
      recoveryIndemnityCents: 4000,
    },
    credits: null,
  };
}

let invoiceId = '';

test.beforeAll(async () => {
  const run = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  number = `FA-E2E-${run}`;
  const [owner] = await queryDb<{ id: string }>('select id from users where email = $1', [
    DEMO.individual.email,
  ]);
  const orderNumber = `NU-E2E-${run}`;
  const [order] = await queryDb<{ id: string }>(
    `insert into orders (order_number, user_id, email, status, subtotal_cents, shipping_cents,
       total_cents, shipping_address, payment_method, payment_state, paid_at)
     values ($1, $2, $3, 'paid', 2900, 690, 3590, '{}'::jsonb, 'transfer', 'paid', now())
     returning id`,
    [orderNumber, owner!.id, DEMO.individual.email],
  );
  const [invoice] = await queryDb<{ id: string }>(
    `insert into invoices (kind, number, order_id, data) values ('invoice', $1, $2, $3::jsonb)
     returning id`,
    [number, order!.id, JSON.stringify(frozen(orderNumber))],
  );
  invoiceId = invoice!.id;
});

test('the owner downloads the invoice PDF, stored once; a visitor gets a 404', async ({ page }) => {
  const path = `/api/invoices/${invoiceId}`;
  const visitor = await page.request.get(path);
  expect(visitor.status()).toBe(404);
  expect(visitor.headers()['content-type']).not.toContain('application/pdf');
  expect((await page.request.get('/api/invoices/pas-un-identifiant')).status()).toBe(404);

  await signedIn(page, DEMO.individual.email);
  const mine = await page.request.get(path);
  expect(mine.status()).toBe(200);
  expect(mine.headers()['content-type']).toBe('application/pdf');
  expect(mine.headers()['content-disposition']).toBe(
    `attachment; filename="facture-${number}.pdf"`,
  );
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  const text = await pdfText(await mine.body());
  for (const mention of [
    `N° ${number}`,
    'SIRET : 912 345 678 00014',
    'Nature de l’opération : Livraison de biens',
    '2 12,08 € 20 % 4,83 € 24,17 € 29,00 €',
    'Total TTC 35,90 €',
    'Indemnité forfaitaire pour frais de recouvrement',
  ]) {
    expect(text, mention).toContain(mention);
  }
  // Stored at the first download: the second one serves the same bytes.
  expect((await (await page.request.get(path)).body()).equals(await mine.body())).toBe(true);
});

test('another customer gets the same 404 as for a missing invoice', async ({ page }) => {
  await signedIn(page, DEMO.pro.email);
  const theirs = await page.request.get(`/api/invoices/${invoiceId}`);
  expect(theirs.status()).toBe(404);
  expect(await theirs.text()).toBe('Document introuvable.');
  const missing = await page.request.get('/api/invoices/00000000-0000-4000-8000-000000000000');
  expect(missing.status()).toBe(404);
});
