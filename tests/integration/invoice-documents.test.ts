/**
 * What the customer receives: the invoice PDF read back as text (every mention French law
 * asks for, for an individual and for a professional), the Factur-X XML embedded for a
 * professional, the credit note, and the order e-mails (HTML + text, the invoice attached).
 */
import { ValidationError } from 'ajv/dist/2019';
import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { simpleParser } from 'mailparser';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db/client';
import { captureTransport } from '@/tests/support/capture-transport';
import { embedFacturX, generateFacturX, toEInvoice } from '@/lib/invoices/factur-x';
import { renderInvoicePdf } from '@/lib/invoices/pdf';
import { invoicePdf, renderDocument } from '@/lib/invoices/store';
import type { InvoiceData } from '@/lib/invoices/types';
import { resolveInvoiceAttachments } from '@/lib/invoices/attachments';
import { startMailCatcher, type CaughtEmail } from '@/lib/mail/catcher';
import { deliverOutboxEmail } from '@/lib/mail/deliver';
import { startWorker } from '@/lib/jobs/worker';
import type { EmailRenderRef } from '@/lib/mail/render';
import { renderOrderEmail } from '@/lib/orders/emails/render';
import { afterOrderShipped } from '@/lib/orders/events';
import { OrderConfirmationEmail } from '@/lib/orders/emails/templates';
import { getSiteLegal } from '@/lib/site/queries';
import { loadOrder } from '@/lib/orders/queries';
import { env } from '@/lib/env';
import { absoluteUrl, orderPath, withdrawalPath } from '@/lib/urls';
import { cancelOrder, markOrderPaid } from '@/lib/orders/payment';
import { SHOP_BANK } from '@/lib/orders/constants';
import { createOrder, PRO, queuePlacedEmails } from '@/tests/support/orders';
import { embeddedFileContents, pdfAttachmentNames, pdfText } from '@/tests/support/pdf';

const db = getDb();

type Doc = { id: string; number: string; data: InvoiceData; factur_x: boolean; issued_at: string };

async function documentsOf(orderId: string): Promise<Doc[]> {
  const { rows } = await db.execute<Doc>(sql`
    select id, number, data, factur_x, issued_at from invoices
    where order_id = ${orderId}::uuid order by kind = 'credit_note', number`);
  return rows;
}

async function pay(order: { id: string }, method: 'transfer' | 'card' = 'transfer') {
  expect(
    (
      await markOrderPaid(db, {
        orderId: order.id,
        method,
        reference: method === 'card' ? 'pi_test_123' : null,
      })
    ).status,
  ).toBe('paid');
  return (await documentsOf(order.id))[0]!;
}

/** The mentions every invoice prints (Code de commerce L441-9, CGI 242 nonies A). */
function expectLegalMentions(text: string, doc: Doc) {
  const d = doc.data;
  for (const mention of [
    'Facture',
    `N° ${doc.number}`,
    `Date d’émission : ${d.issueDate.split('-').reverse().join('/')}`,
    'Nuancier SAS',
    'société par actions simplifiée',
    '12 rue des Carrossiers',
    '69007 Lyon',
    'SIRET : 912 345 678 00014',
    'SIREN : 912 345 678',
    'N° de TVA intracommunautaire : FR 27 912345678',
    'RCS Lyon 912 345 678',
    'Capital social : 20 000 €',
    'Nature de l’opération : Livraison de biens',
    'Prix unitaire HT',
    // Each line: HT unit price, rate, VAT amount, totals.
    'Peinture carrosserie sur mesure',
    'Teinte TEKNG — Gris Cassiopée',
    'Type de peinture : Base mate à vernir',
    '1 33,25 € 20 % 6,65 € 33,25 € 39,90 €',
    'Vernis 2K brillant',
    '2 12,08 € 20 % 4,83 € 24,17 € 29,00 €',
    'Livraison : Colissimo 1 5,75 € 20 % 1,15 € 5,75 € 6,90 €',
    'Total HT',
    'TVA 20 %',
    'Total TTC',
    'ADRESSE DE LIVRAISON',
    '8 rue des Tanneurs 69002 Lyon',
    `Payée le ${d.payment.paidDate!.split('-').reverse().join('/')}`,
    `Date d’échéance du paiement : ${d.terms.dueDate.split('-').reverse().join('/')}`,
    'Pénalités de retard : trois fois le taux d’intérêt légal',
    'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40,00 €',
  ]) {
    expect(text, mention).toContain(mention);
  }
}

describe('invoice PDF', () => {
  it('prints every mention for an individual, from the frozen data, the same bytes every time', async () => {
    const order = await createOrder(db);
    const doc = await pay(order);
    expect(doc.factur_x).toBe(false);
    const stored = await invoicePdf(db, doc.id);
    const text = await pdfText(stored!.pdf);
    expectLegalMentions(text, doc);
    expect(text).toContain('Mode de paiement : Virement bancaire');
    expect(text).toContain('Total TTC 75,80 €');
    expect(text).toContain('Total HT 63,17 €');
    expect(text).toContain('TVA 20 % 12,63 €');
    expect(text).not.toContain('Factur-X');
    expect(await pdfAttachmentNames(stored!.pdf)).toEqual([]);

    // Rendering again from the frozen data gives the same bytes (creation date = issue date),
    // and the stored copy is what is served.
    const again = await renderDocument(doc);
    expect(again.equals(stored!.pdf)).toBe(true);
    expect((await invoicePdf(db, doc.id))!.pdf.equals(stored!.pdf)).toBe(true);

    // Live tables changing later do not change the invoice.
    await db.execute(
      sql`update order_items set name = 'Nom changé' where order_id = ${order.id}::uuid`,
    );
    await db.execute(
      sql`update orders set email = 'autre@example.fr' where id = ${order.id}::uuid`,
    );
    const later = await pdfText(await renderDocument(doc));
    expect(later).toContain('Peinture carrosserie sur mesure');
    expect(later).not.toContain('Nom changé');
  });

  it('prints the company, SIRET, SIREN and VAT number of a professional, and a Factur-X', async () => {
    const order = await createOrder(db, PRO);
    const doc = await pay(order, 'card');
    expect(doc.factur_x).toBe(true);
    const pdf = (await invoicePdf(db, doc.id))!.pdf;
    const text = await pdfText(pdf);
    expectLegalMentions(text, doc);
    for (const mention of [
      'Carrosserie Durand SARL',
      'SIRET : 123 456 789 00012',
      'SIREN : 123 456 789',
      'N° de TVA intracommunautaire : FR 40 123456789',
      '3 avenue de l’Industrie',
      '38000 Grenoble',
      'Remise ATELIER5 1 -4,17 € 20 % -0,83 € -4,17 € -5,00 €',
      'Total HT 59,00 €',
      'TVA 20 % 11,80 €',
      'Total TTC 70,80 €',
      'Mode de paiement : Carte bancaire',
      'Référence du paiement : pi_test_123',
      'Factur-X',
    ]) {
      expect(text, mention).toContain(mention);
    }
  });
});

describe('Factur-X', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    removeNSPrefix: true,
    parseTagValue: false,
  });
  const money = (v: unknown) =>
    Math.round(Number(typeof v === 'object' ? (v as { '#text': string })['#text'] : v) * 100);

  it('embeds the EN 16931 XML the library makes and validates, consistent with the invoice', async () => {
    const order = await createOrder(db, PRO);
    const doc = await pay(order, 'card');
    const pdf = (await invoicePdf(db, doc.id))!.pdf;

    expect(await pdfAttachmentNames(pdf)).toEqual(['factur-x.xml']);
    const [xml] = embeddedFileContents(pdf).filter((f) => f.includes('CrossIndustryInvoice'));
    // The library validates its input against the EN 16931 profile's schema before writing
    // XML (it refused nothing here); the embedded file is what it makes of the frozen data.
    const regenerated = await embedFacturX(
      doc.data,
      await renderInvoicePdf(doc.data, new Date(doc.issued_at)),
    );
    expect(
      embeddedFileContents(regenerated).filter((f) => f.includes('CrossIndustryInvoice')),
    ).toEqual([xml]);
    // PDF/A-3 with the Factur-X XMP (conformance level EN 16931).
    const latin = pdf.toString('latin1');
    expect(latin).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(latin).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);

    const cii = parser.parse(xml!).CrossIndustryInvoice;
    expect(cii.ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID).toBe(
      'urn:cen.eu:en16931:2017',
    );
    expect(cii.ExchangedDocument.ID).toBe(doc.number);
    expect(cii.ExchangedDocument.TypeCode).toBe('380');
    const trade = cii.SupplyChainTradeTransaction;
    const agreement = trade.ApplicableHeaderTradeAgreement;
    expect(agreement.SellerTradeParty.SpecifiedTaxRegistration.ID['#text']).toBe('FR27912345678');
    expect(agreement.SellerTradeParty.SpecifiedLegalOrganization.ID['#text']).toBe('912345678');
    expect(agreement.BuyerTradeParty.Name).toBe('Carrosserie Durand SARL');
    expect(agreement.BuyerTradeParty.SpecifiedLegalOrganization.ID).toEqual({
      '#text': '123456789',
      '@_schemeID': '0002',
    });
    expect(agreement.BuyerTradeParty.SpecifiedTaxRegistration.ID['#text']).toBe('FR40123456789');

    // EN 16931 business rules on the totals (BR-CO-10, 13, 15, 16) and the VAT breakdown.
    const settlement = trade.ApplicableHeaderTradeSettlement;
    const sum = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
    const lines = [trade.IncludedSupplyChainTradeLineItem].flat();
    const lineTotal = lines.reduce(
      (
        s: number,
        l: {
          SpecifiedLineTradeSettlement: {
            SpecifiedTradeSettlementLineMonetarySummation: { LineTotalAmount: string };
          };
        },
      ) =>
        s +
        money(
          l.SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation
            .LineTotalAmount,
        ),
      0,
    );
    expect(money(sum.LineTotalAmount)).toBe(lineTotal);
    expect(money(sum.TaxBasisTotalAmount)).toBe(
      money(sum.LineTotalAmount) - money(sum.AllowanceTotalAmount) + money(sum.ChargeTotalAmount),
    );
    expect(money(sum.GrandTotalAmount)).toBe(
      money(sum.TaxBasisTotalAmount) + money(sum.TaxTotalAmount),
    );
    expect(money(sum.DuePayableAmount)).toBe(
      money(sum.GrandTotalAmount) - money(sum.TotalPrepaidAmount),
    );
    expect(money(sum.GrandTotalAmount)).toBe(order.totalCents);
    expect(money(sum.TaxBasisTotalAmount)).toBe(doc.data.totals.ht);
    const vat = [settlement.ApplicableTradeTax].flat()[0];
    expect(money(vat.BasisAmount)).toBe(doc.data.totals.ht);
    expect(money(vat.CalculatedAmount)).toBe(doc.data.totals.vat);
    // BR-CO-17: VAT = basis × rate, to the cent.
    expect(
      Math.abs(money(vat.CalculatedAmount) - Math.round(money(vat.BasisAmount) * 0.2)),
    ).toBeLessThanOrEqual(1);
  });

  it('is refused by the library when the data breaks the profile (its checks are live)', async () => {
    const order = await createOrder(db, PRO);
    const doc = await pay(order, 'card');
    const broken = toEInvoice(doc.data) as unknown as { 'ubl:Invoice': Record<string, unknown> };
    delete broken['ubl:Invoice']['cbc:ID'];
    broken['ubl:Invoice']['cbc:InvoiceTypeCode'] = 'pas-un-code';
    // The shop's path (its compiled schema kept once a valid document went through): a valid
    // document first, then the broken one, refused by the library's own validation.
    const pdf = await renderInvoicePdf(doc.data, new Date(doc.issued_at));
    await expect(
      generateFacturX(toEInvoice(doc.data), { buffer: pdf, filename: 'x.pdf' }),
    ).resolves.toBeDefined();
    await expect(
      generateFacturX(broken as never, { buffer: pdf, filename: 'x.pdf' }),
    ).rejects.toThrow(ValidationError);
  });

  it('issues the credit note of a professional as Factur-X too, type 381, naming the invoice', async () => {
    const order = await createOrder(db, PRO);
    const invoice = await pay(order, 'card');
    await cancelOrder(db, order.id, 'shop');
    const note = (await documentsOf(order.id))[1]!;
    const pdf = (await invoicePdf(db, note.id))!.pdf;
    const text = await pdfText(pdf);
    expect(text).toContain('Avoir');
    expect(text).toContain(
      `Date d’émission : ${note.data.issueDate.split('-').reverse().join('/')}`,
    );
    expect(text).toContain(`N° ${note.number}`);
    expect(text).toContain(`Avoir annulant la facture ${invoice.number}`);
    expect(text).toContain(`Motif : Annulation de la commande ${order.orderNumber}`);
    expect(text).toContain('Total TTC -70,80 €');
    const [xml] = embeddedFileContents(pdf).filter((f) => f.includes('CrossIndustryInvoice'));
    const cii = parser.parse(xml!).CrossIndustryInvoice;
    expect(cii.ExchangedDocument.TypeCode).toBe('381');
    expect(JSON.stringify(cii)).toContain(invoice.number);
  });
});

describe('order e-mails', () => {
  type Outbox = { id: string; template: string; html: string; text: string; attachments: unknown };
  /**
   * The order's queued e-mails as the customer will read them: each row holds a render
   * reference and no body (the step's transaction renders nothing); the body is what the
   * worker's renderer makes of the reference.
   */
  async function mailsOf(orderNumber: string): Promise<Outbox[]> {
    const { rows } = await db.execute<{
      id: string;
      template: string;
      html: string | null;
      text: string | null;
      render: EmailRenderRef;
      attachments: unknown;
    }>(sql`
      select id, template, html, text, render, attachments from email_outbox
      where subject like ${`%${orderNumber}%`} order by created_at, template`);
    return Promise.all(
      rows.map(async ({ render, ...row }) => {
        expect(row.html).toBeNull();
        expect(row.text).toBeNull();
        expect(render.template).toBe(row.template);
        return { ...row, ...(await renderOrderEmail(db, render)) };
      }),
    );
  }

  it('confirms the order and gives the bank details with the order number as reference', async () => {
    const order = await createOrder(db);
    await db.transaction(async (tx) => queuePlacedEmails(tx, (await loadOrder(tx, order.id))!));
    const mails = await mailsOf(order.orderNumber);
    expect(mails.map((m) => m.template).sort()).toEqual([
      'order-confirmation',
      'order-transfer-instructions',
    ]);
    const confirmation = mails.find((m) => m.template === 'order-confirmation')!;
    for (const part of [confirmation.html, confirmation.text]) {
      for (const s of [
        'Peinture carrosserie sur mesure',
        'Teinte TEKNG — Gris Cassiopée',
        'Total HT',
        'TVA 20 %',
        'Total TTC',
        'Colissimo',
        '8 rue des Tanneurs',
        'Nuancier SAS',
        'contact@nuancier.fr',
      ]) {
        expect(part, s).toContain(s);
      }
      expect(part.replace(/[\u00a0\u202f]/g, ' ')).toContain('75,80 €');
    }
    const transfer = mails.find((m) => m.template === 'order-transfer-instructions')!;
    for (const part of [transfer.html, transfer.text]) {
      for (const s of [
        SHOP_BANK.iban,
        SHOP_BANK.bic,
        SHOP_BANK.holder,
        order.orderNumber,
        'Référence à indiquer',
      ]) {
        expect(part, s).toContain(s);
      }
      expect(part.replace(/[\u00a0\u202f]/g, ' ')).toContain('75,80 €');
    }
    expect(transfer.html).toMatch(/^<!DOCTYPE html/);
  });

  it('attaches the invoice PDF to the payment e-mail, resolved at delivery', async () => {
    const order = await createOrder(db);
    const invoice = await pay(order);
    const [paid] = (await mailsOf(order.orderNumber)).filter((m) => m.template === 'order-paid');
    expect(paid!.attachments).toEqual([{ kind: 'invoice', invoiceId: invoice.id }]);
    expect(paid!.text).toContain(invoice.number);

    const { transport, sent } = captureTransport();
    // Without a way to resolve the attachment the e-mail is not sent bare: it waits, with the error.
    await expect(
      deliverOutboxEmail(db, transport, {
        id: paid!.id,
        from: 'boutique@nuancier.fr',
        lastAttempt: false,
      }),
    ).rejects.toThrow('aucun résolveur');
    const { rows: waiting } = await db.execute<{ status: string; error: string }>(
      sql`select status::text as status, error from email_outbox where id = ${paid!.id}::uuid`,
    );
    expect(waiting[0]).toEqual({
      status: 'queued',
      error: 'pièces jointes à résoudre mais aucun résolveur fourni',
    });
    expect(sent).toHaveLength(0);
    expect(
      await deliverOutboxEmail(db, transport, {
        id: paid!.id,
        from: 'Nuancier <boutique@nuancier.fr>',
        lastAttempt: true,
        resolveAttachments: resolveInvoiceAttachments,
        renderBody: renderOrderEmail,
      }),
    ).toBe('sent');
    const message = await simpleParser(sent[0]!);
    // Rendered at delivery from the reference, and kept on the row as sent.
    expect(message.html).toBe(paid!.html);
    expect(message.text?.trim()).toBe(paid!.text.trim());
    const { rows: kept } = await db.execute<{ status: string; html: string; text: string }>(
      sql`select status::text as status, html, text from email_outbox where id = ${paid!.id}::uuid`,
    );
    expect(kept[0]).toEqual({ status: 'sent', html: paid!.html, text: paid!.text });
    expect(message.attachments).toHaveLength(1);
    const [file] = message.attachments;
    expect(file!.contentType).toBe('application/pdf');
    expect(file!.filename).toBe(`facture-${invoice.number}.pdf`);
    expect(await pdfText(file!.content)).toContain(`N° ${invoice.number}`);
    // Rendered once at delivery and stored: the download serves the same bytes.
    expect((await invoicePdf(db, invoice.id))!.pdf.equals(file!.content)).toBe(true);
  });

  it('tells the carrier and the tracking link when the order ships', async () => {
    const order = await createOrder(db);
    await db.execute(sql`update orders set tracking_number = '6A12345678901',
      tracking_url = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901'
      where id = ${order.id}::uuid`);
    await afterOrderShipped(db, order.id);
    // The tracking sent is the one of the moment the e-mail was queued.
    await db.execute(sql`update orders set tracking_number = 'CHANGÉ', tracking_url = null
      where id = ${order.id}::uuid`);
    const [shipped] = await mailsOf(order.orderNumber);
    expect(shipped!.template).toBe('order-shipped');
    expect(shipped!.html).toContain(
      'href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901"',
    );
    expect(shipped!.text).toContain('6A12345678901');
    expect(shipped!.text).toContain('Colissimo');
  });

  it('reaches the inbox with its PDF through the job worker and a real SMTP server', async () => {
    const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    const worker = await startWorker({
      databaseUrl: process.env.DATABASE_URL!,
      smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort}`,
      from: 'Nuancier <boutique@nuancier.fr>',
      retryLimit: 2,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      logLevel: 'silent',
    });
    try {
      const order = await createOrder(db, { email: 'boite.facture@example.fr' });
      const view = (await loadOrder(db, order.id))!;
      await db.transaction((tx) => queuePlacedEmails(tx, view));
      const invoice = await pay(order);
      let paid: CaughtEmail | undefined;
      let confirmation: CaughtEmail | undefined;
      await vi.waitFor(
        async () => {
          const res = await fetch(`http://127.0.0.1:${catcher.httpPort}/api/messages`);
          const inbox = (await res.json()) as CaughtEmail[];
          paid = inbox.find(
            (m) => m.subject === `Paiement reçu pour votre commande ${order.orderNumber}`,
          );
          confirmation = inbox.find(
            (m) => m.subject === `Votre commande ${order.orderNumber} est enregistrée`,
          );
          expect(paid).toBeDefined();
          expect(confirmation).toBeDefined();
        },
        { timeout: 20_000, interval: 200 },
      );
      expect(paid!.to).toEqual(['boite.facture@example.fr']);
      expect(paid!.attachments).toEqual([
        {
          filename: `facture-${invoice.number}.pdf`,
          contentType: 'application/pdf',
          size: (await invoicePdf(db, invoice.id))!.pdf.length,
        },
      ]);
      expect(paid!.html).toContain(invoice.number);
      // The confirmation queued as a reference leaves as the template rendered from the order.
      const expected = await render(
        createElement(OrderConfirmationEmail, {
          order: view,
          orderUrl: absoluteUrl(env.SITE_URL, orderPath(order.orderNumber)),
          mediator: (await getSiteLegal(db)).mediator,
          withdrawalUrl: absoluteUrl(env.SITE_URL, withdrawalPath(order.orderNumber)),
        }),
      );
      expect(confirmation?.html).toBe(expected);
      expect(confirmation?.text.trim()).toBe(toPlainText(expected).trim());
    } finally {
      await worker.stop();
      await catcher.stop();
    }
  });
});
