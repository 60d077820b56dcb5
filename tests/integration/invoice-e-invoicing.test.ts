import { admin, calling } from '../support/admin-caller';
/**
 * Invoices ready for e-invoicing (issue 39 §6): the Factur-X XML of a professional's invoice and
 * credit note validated against the Factur-X 1.07.3 EN 16931 XSD (xmllint compiled to
 * WebAssembly; the official Schematron is not reachable here, so the EN 16931 business rules on
 * the amounts are checked as assertions), and the new mentions: the buyer's SIREN, and the
 * VAT-on-debits option when the owner sets it. See docs/decisions/factur-x-en16931-validation.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it, vi } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { saveInvoiceMentionsAction } from '@/lib/admin/accounting/actions';
import { getDb } from '@/lib/db/client';
import { invoicePdf } from '@/lib/invoices/store';
import type { InvoiceData } from '@/lib/invoices/types';
import { cancelOrder, markOrderPaid } from '@/lib/orders/payment';
import { createOrder, PRO } from '@/tests/support/orders';
import { embeddedFileContents, pdfText } from '@/tests/support/pdf';

// Each test renders PDFs and runs xmllint: slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

const db = getDb();
const XSD_DIR = path.resolve(__dirname, '../fixtures/factur-x');
const MAIN_XSD = 'Factur-X_1.07.3_EN16931.xsd';
const schemas = readdirSync(XSD_DIR)
  .filter((name) => name.endsWith('.xsd'))
  .map((fileName) => ({ fileName, contents: readFileSync(path.join(XSD_DIR, fileName), 'utf8') }));

/**
 * The XSD's errors for each document, in one xmllint run: each run starts a worker, compiles the
 * WebAssembly and parses the schema again (some 2 s here), so a test validates its documents
 * together. Errors are told apart by the name of the document they are about.
 */
async function xsdErrors(...xmls: string[]): Promise<string[][]> {
  const result = await validateXML({
    xml: xmls.map((contents, i) => ({ fileName: `factur-x-${i}.xml`, contents })),
    schema: schemas.find((s) => s.fileName === MAIN_XSD)!,
    preload: schemas.filter((s) => s.fileName !== MAIN_XSD),
  });
  return xmls.map((_, i) =>
    result.errors
      .filter((e) => (e.loc?.fileName ?? e.rawMessage).startsWith(`factur-x-${i}.xml`))
      .map((e) => e.rawMessage),
  );
}

type Doc = { id: string; number: string; kind: string; data: InvoiceData };

async function documentsOf(orderId: string): Promise<Doc[]> {
  const { rows } = await db.execute<Doc>(sql`
    select id, number, kind, data from invoices where order_id = ${orderId}::uuid
    order by kind = 'credit_note', number`);
  return rows;
}

async function paidProInvoice() {
  const order = await createOrder(db, PRO);
  const paid = await markOrderPaid(db, { orderId: order.id, method: 'card', reference: 'pi_x' });
  expect(paid.status).toBe('paid');
  return { order, invoice: (await documentsOf(order.id))[0]! };
}

async function facturX(doc: Doc) {
  const pdf = (await invoicePdf(db, doc.id))!.pdf;
  const [xml] = embeddedFileContents(pdf).filter((f) => f.includes('CrossIndustryInvoice'));
  expect(xml).toBeDefined();
  return { pdf, xml: xml! };
}

/**
 * One professional's paid invoice and its Factur-X, made and rendered once for the tests of this
 * file that only read it (a PDF render is the slow part of each test).
 */
let proInvoice: ReturnType<typeof renderedProInvoice> | undefined;
async function renderedProInvoice() {
  const { order, invoice } = await paidProInvoice();
  return { order, invoice, ...(await facturX(invoice)) };
}
const sharedProInvoice = () => (proInvoice ??= renderedProInvoice());

const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
});
const text = (v: unknown): string =>
  typeof v === 'object' && v !== null ? (v as { '#text': string })['#text'] : String(v ?? '');
const money = (v: unknown) => (v === undefined ? 0 : Math.round(Number(text(v)) * 100));
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : ([v].flat() as T[]));

type Tax = { CategoryCode: string; RateApplicablePercent: string };
type Line = {
  SpecifiedLineTradeSettlement: {
    ApplicableTradeTax: Tax;
    SpecifiedTradeSettlementLineMonetarySummation: { LineTotalAmount: string };
  };
};
type AllowanceCharge = {
  ChargeIndicator: { Indicator: string };
  ActualAmount: string;
  CategoryTradeTax: Tax;
};

/**
 * EN 16931 business rules the Schematron would check on the amounts, written out: BR-16 (a
 * line at least), BR-CO-10 (sum of lines), BR-CO-11/12 (allowances and charges), BR-CO-13 (tax
 * basis), BR-CO-14 (VAT total = breakdown), BR-CO-15 (grand total), BR-CO-16 (amount due),
 * BR-S-08 (each standard-rate breakdown's basis from its lines, charges and allowances) and
 * BR-S-09 (its VAT = basis × rate, rounded).
 */
function expectEn16931Rules(xml: string) {
  const trade = parser.parse(xml).CrossIndustryInvoice.SupplyChainTradeTransaction;
  const settlement = trade.ApplicableHeaderTradeSettlement;
  const sum = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
  const lines = list<Line>(trade.IncludedSupplyChainTradeLineItem);
  const charges = list<AllowanceCharge>(settlement.SpecifiedTradeAllowanceCharge);
  const breakdown = list<Tax & { BasisAmount: string; CalculatedAmount: string }>(
    settlement.ApplicableTradeTax,
  );
  const lineNet = (l: Line) =>
    money(
      l.SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount,
    );
  const isCharge = (c: AllowanceCharge) => text(c.ChargeIndicator.Indicator) === 'true';

  expect(lines.length).toBeGreaterThan(0); // BR-16
  expect(money(sum.LineTotalAmount)).toBe(lines.reduce((s, l) => s + lineNet(l), 0)); // BR-CO-10
  expect(money(sum.AllowanceTotalAmount)).toBe(
    charges.filter((c) => !isCharge(c)).reduce((s, c) => s + money(c.ActualAmount), 0),
  ); // BR-CO-11
  expect(money(sum.ChargeTotalAmount)).toBe(
    charges.filter(isCharge).reduce((s, c) => s + money(c.ActualAmount), 0),
  ); // BR-CO-12
  expect(money(sum.TaxBasisTotalAmount)).toBe(
    money(sum.LineTotalAmount) - money(sum.AllowanceTotalAmount) + money(sum.ChargeTotalAmount),
  ); // BR-CO-13
  expect(money(sum.TaxTotalAmount)).toBe(
    breakdown.reduce((s, b) => s + money(b.CalculatedAmount), 0),
  ); // BR-CO-14
  expect(money(sum.GrandTotalAmount)).toBe(
    money(sum.TaxBasisTotalAmount) + money(sum.TaxTotalAmount),
  ); // BR-CO-15
  expect(money(sum.DuePayableAmount)).toBe(
    money(sum.GrandTotalAmount) - money(sum.TotalPrepaidAmount),
  ); // BR-CO-16
  for (const b of breakdown) {
    expect(text(b.CategoryCode)).toBe('S');
    const rate = text(b.RateApplicablePercent);
    const atRate = (t: Tax) =>
      text(t.CategoryCode) === 'S' && text(t.RateApplicablePercent) === rate;
    const basis =
      lines
        .filter((l) => atRate(l.SpecifiedLineTradeSettlement.ApplicableTradeTax))
        .reduce((s, l) => s + lineNet(l), 0) +
      charges
        .filter((c) => atRate(c.CategoryTradeTax))
        .reduce((s, c) => s + (isCharge(c) ? 1 : -1) * money(c.ActualAmount), 0);
    expect(money(b.BasisAmount)).toBe(basis); // BR-S-08
    // BR-S-09: basis × rate, to the cent (one cent either way for the document's own rounding).
    expect(
      Math.abs(money(b.CalculatedAmount) - Math.round((money(b.BasisAmount) * Number(rate)) / 100)),
    ).toBeLessThanOrEqual(1);
  }
  return trade;
}

describe('Factur-X against the EN 16931 profile', () => {
  it('validates the invoice and its credit note against the Factur-X EN 16931 XSD and rules', async () => {
    const { order, xml } = await sharedProInvoice();
    expectEn16931Rules(xml);

    await cancelOrder(db, order.id, 'shop');
    const note = (await documentsOf(order.id))[1]!;
    expect(note.kind).toBe('credit_note');
    const credit = await facturX(note);
    expectEn16931Rules(credit.xml);
    expect(await xsdErrors(xml, credit.xml)).toEqual([[], []]);
  });

  it('is refused by the XSD when the XML breaks the profile (the validation is live)', async () => {
    const { xml } = await sharedProInvoice();
    // The document's number (BT-1) removed, then an element the profile does not know; the
    // untouched document beside them passes.
    const withoutId = xml.replace(/(<rsm:ExchangedDocument>\s*)<ram:ID>[^<]*<\/ram:ID>/, '$1');
    expect(withoutId).not.toBe(xml);
    const unknown = xml.replace(
      '</rsm:ExchangedDocument>',
      '<ram:Inconnu>1</ram:Inconnu></rsm:ExchangedDocument>',
    );
    const [missingId, unknownElement, untouched] = await xsdErrors(withoutId, unknown, xml);
    expect(missingId!.join('\n')).toMatch(/ID/);
    expect(unknownElement!.join('\n')).toMatch(/Inconnu/);
    expect(untouched).toEqual([]);
  });
});

describe('the e-invoicing mentions', () => {
  it('names the professional buyer by SIREN (scheme 0002) and SIRET (0009), the operation and the delivery address', async () => {
    const { pdf, xml } = await sharedProInvoice();
    const trade = parser.parse(xml).CrossIndustryInvoice.SupplyChainTradeTransaction;
    const buyer = trade.ApplicableHeaderTradeAgreement.BuyerTradeParty;
    expect(buyer.SpecifiedLegalOrganization.ID).toEqual({
      '#text': '123456789',
      '@_schemeID': '0002',
    });
    expect(JSON.stringify(buyer)).toContain('12345678900012');
    const notes = list<{ Content: string }>(
      parser.parse(xml).CrossIndustryInvoice.ExchangedDocument.IncludedNote,
    ).flatMap((n) => text(n.Content).split('\n'));
    expect(notes).toContain('Nature de l’opération : Livraison de biens');
    expect(notes.join('\n')).not.toContain('débits');
    // Delivered elsewhere than billed: the delivery address is on the document.
    const shipTo = trade.ApplicableHeaderTradeDelivery.ShipToTradeParty.PostalTradeAddress;
    expect(text(shipTo.PostcodeCode)).toBe('69002');
    const printed = await pdfText(pdf);
    expect(printed).toContain('SIREN : 123 456 789');
    expect(printed).toContain('Nature de l’opération : Livraison de biens');
    expect(printed).toContain('ADRESSE DE LIVRAISON');
    expect(printed).toContain('8 rue des Tanneurs 69002 Lyon');
    expect(printed).not.toContain('débits');
  });

  it('prints « Option pour le paiement de la taxe d’après les débits » once the owner sets it', async () => {
    calling.caller = admin();
    const saved = await saveInvoiceMentionsAction({ vatOnDebits: true });
    expect(saved).toEqual({ ok: true, data: { vatOnDebits: true } });
    const mention = 'Option pour le paiement de la taxe d’après les débits';

    const { order, invoice } = await paidProInvoice();
    expect(invoice.data.vatOnDebits).toBe(true);
    const { pdf, xml } = await facturX(invoice);
    expect(await pdfText(pdf)).toContain(mention);
    expect(xml).toContain(mention);
    expect(await xsdErrors(xml)).toEqual([[]]);
    // The credit note repeats the invoice's mentions.
    await cancelOrder(db, order.id, 'shop');
    const note = (await documentsOf(order.id))[1]!;
    expect(await pdfText((await invoicePdf(db, note.id))!.pdf)).toContain(mention);

    // Switched off again: the next invoice no longer says it; the issued one keeps it.
    expect(await saveInvoiceMentionsAction({ vatOnDebits: false })).toMatchObject({ ok: true });
    const next = await paidProInvoice();
    expect(await pdfText((await invoicePdf(db, next.invoice.id))!.pdf)).not.toContain(mention);
    expect(await pdfText((await invoicePdf(db, invoice.id))!.pdf)).toContain(mention);
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from admin_audit_log
      where action = 'admin.accounting.mentions.save'`);
    expect(rows[0]!.n).toBe(2);
  });
});
