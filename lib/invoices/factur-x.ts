/**
 * Factur-X (EN 16931 profile) for professional buyers, with @e-invoice-eu/core: the frozen
 * invoice data is mapped to the library's internal (UBL-shaped) format, which the library
 * validates against its JSON schema for the profile, turns into CII XML and embeds in the PDF
 * as `factur-x.xml`, making the file PDF/A-3.
 */
import {
  FormatFactoryService,
  invoiceSchema,
  ValidationService,
  type EInvoiceFormat,
  type Invoice,
} from '@e-invoice-eu/core';
import Ajv2019, { type ValidateFunction } from 'ajv/dist/2019';
import { getInvoiceT } from './i18n';
import type { InvoiceData } from './types';

const FACTUR_X_FORMAT = 'Factur-X-EN16931';

const amount = (cents: number) => (cents / 100).toFixed(2);
const percent = (bp: number) => String(bp / 100);
const eur = (cents: number) => ({ value: amount(cents), currency: 'EUR' });
const digits = (value: string | null | undefined) => (value ?? '').replace(/[^0-9A-Za-z]/g, '');

/** UNCL 4461 payment means: 48 bank card, 30 credit transfer, 68 online payment service. */
const PAYMENT_MEANS = { card: '48', transfer: '30', paypal: '68' } as const;

/** A postal address from an address block without its name line: [..street lines, "postcode city", country]. */
function postal(lines: string[], countryCode: string) {
  const cityLine = lines.at(-2) ?? '';
  const match = /^(\S+)\s+(.+)$/.exec(cityLine);
  return {
    'cbc:StreetName': lines.slice(0, -2).join(', ') || cityLine,
    'cbc:CityName': match?.[2] ?? cityLine,
    'cbc:PostalZone': match?.[1] ?? '',
    'cac:Country': { 'cbc:IdentificationCode': countryCode },
  };
}

const taxCategory = (bp: number) => ({
  'cbc:ID': 'S',
  'cbc:Percent': percent(bp),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

/** The library's internal representation of the invoice (or credit note). */
export function toEInvoice(data: InvoiceData): Invoice {
  const { seller, buyer } = data;
  const lineTotal = data.lines.reduce((sum, l) => sum + l.totalHt, 0);
  const charges = data.shipping.ht;
  const allowances = data.discount ? data.discount.ht : 0;
  const allowanceCharges: Record<string, unknown>[] = [];
  if (data.shipping.ht !== 0) {
    const a = eur(data.shipping.ht);
    allowanceCharges.push({
      'cbc:ChargeIndicator': 'true',
      'cbc:AllowanceChargeReasonCode': 'FC',
      'cbc:AllowanceChargeReason': `Livraison : ${data.shipping.label}`,
      'cbc:Amount': a.value,
      'cbc:Amount@currencyID': a.currency,
      'cac:TaxCategory': taxCategory(data.shipping.vatRateBp),
    });
  }
  if (data.discount) {
    const a = eur(data.discount.ht);
    allowanceCharges.push({
      'cbc:ChargeIndicator': 'false',
      'cbc:AllowanceChargeReasonCode': '95',
      'cbc:AllowanceChargeReason': `Remise ${data.discount.label}`.trim(),
      'cbc:Amount': a.value,
      'cbc:Amount@currencyID': a.currency,
      'cac:TaxCategory': taxCategory(data.discount.vatRateBp),
    });
  }
  const sellerSiren = digits(seller.siren);
  const buyerSiret = digits(buyer.siret);
  const buyerSiren = digits(buyer.siren);
  const notes = [
    `${seller.legalForm}, ${seller.registry}, capital social ${seller.shareCapital}`,
    `Nature de l’opération : ${data.operation}`,
    `Pénalités de retard : ${data.terms.latePenaltyRate}. Indemnité forfaitaire pour frais de recouvrement : ${amount(data.terms.recoveryIndemnityCents)} EUR. Pas d’escompte pour paiement anticipé.`,
  ];
  if (data.vatOnDebits) notes.push(getInvoiceT('document')('vatOnDebits'));
  if (data.credits) notes.push(`Annule la facture ${data.credits.number} : ${data.credits.reason}`);

  const invoice = {
    'ubl:Invoice': {
      'cbc:ID': data.number,
      'cbc:IssueDate': data.issueDate,
      'cbc:DueDate': data.terms.dueDate,
      'cbc:InvoiceTypeCode': data.kind === 'credit_note' ? '381' : '380',
      // One note: the library writes an array as one IncludedNote with several Content
      // elements, which the Factur-X EN 16931 XSD refuses (one Content per note).
      'cbc:Note': [notes.join('\n')],
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': data.orderNumber,
      'cac:OrderReference': { 'cbc:ID': data.orderNumber },
      ...(data.credits
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': data.credits.number,
                  'cbc:IssueDate': data.credits.issueDate,
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': seller.legalName },
          'cac:PostalAddress': postal(seller.address, seller.countryCode),
          'cac:PartyTaxScheme': [
            { 'cbc:CompanyID': digits(seller.vatNumber), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          ],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.legalName,
            'cbc:CompanyID': sellerSiren,
            'cbc:CompanyID@schemeID': '0002',
            'cbc:CompanyLegalForm': seller.legalForm,
          },
          'cac:Contact': { 'cbc:Telephone': seller.phone, 'cbc:ElectronicMail': seller.email },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': buyer.email,
          'cbc:EndpointID@schemeID': 'EM',
          // BT-46: the buyer's SIRET; BT-47: its SIREN, the legal registration (scheme 0002).
          ...(buyerSiret
            ? {
                'cac:PartyIdentification': { 'cbc:ID': buyerSiret, 'cbc:ID@schemeID': '0009' },
              }
            : {}),
          'cac:PostalAddress': postal(buyer.address.slice(1), buyer.countryCode),
          ...(buyer.vatNumber
            ? {
                'cac:PartyTaxScheme': {
                  'cbc:CompanyID': digits(buyer.vatNumber),
                  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
                },
              }
            : {}),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': buyer.company ?? buyer.name,
            ...(buyerSiren
              ? { 'cbc:CompanyID': buyerSiren, 'cbc:CompanyID@schemeID': '0002' }
              : {}),
          },
          'cac:Contact': { 'cbc:Name': buyer.name, 'cbc:ElectronicMail': buyer.email },
        },
      },
      'cac:Delivery': {
        'cac:DeliveryLocation': {
          'cac:Address': postal(data.delivery.address.slice(1), data.delivery.countryCode),
        },
      },
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': PAYMENT_MEANS[data.payment.method],
          'cbc:PaymentMeansCode@name': data.payment.label,
          ...(data.payment.reference ? { 'cbc:PaymentID': data.payment.reference } : {}),
        },
      ],
      'cac:PaymentTerms': {
        'cbc:Note': data.payment.paidDate
          ? `Facture acquittée le ${data.payment.paidDate} (${data.payment.label}).`
          : `Échéance : ${data.terms.dueDate}.`,
      },
      ...(allowanceCharges.length > 0 ? { 'cac:AllowanceCharge': allowanceCharges } : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(data.totals.vat),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': data.vatBreakdown.map((b) => ({
            'cbc:TaxableAmount': amount(b.base),
            'cbc:TaxableAmount@currencyID': 'EUR',
            'cbc:TaxAmount': amount(b.vat),
            'cbc:TaxAmount@currencyID': 'EUR',
            'cac:TaxCategory': taxCategory(b.rateBp),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(lineTotal),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': amount(data.totals.ht),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': amount(data.totals.ttc),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        ...(allowances !== 0
          ? {
              'cbc:AllowanceTotalAmount': amount(allowances),
              'cbc:AllowanceTotalAmount@currencyID': 'EUR',
            }
          : {}),
        ...(charges !== 0
          ? { 'cbc:ChargeTotalAmount': amount(charges), 'cbc:ChargeTotalAmount@currencyID': 'EUR' }
          : {}),
        'cbc:PayableAmount': amount(data.payment.paidDate ? 0 : data.totals.ttc),
        'cbc:PayableAmount@currencyID': 'EUR',
        ...(data.payment.paidDate
          ? { 'cbc:PrepaidAmount': amount(data.totals.ttc), 'cbc:PrepaidAmount@currencyID': 'EUR' }
          : {}),
      },
      'cac:InvoiceLine': data.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': 'H87',
        'cbc:LineExtensionAmount': amount(line.totalHt),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          ...(line.colour || line.details
            ? {
                'cbc:Description': [
                  line.colour ? `Teinte ${line.colour.code} — ${line.colour.name}` : null,
                  line.colour?.paintType ? `Type de peinture : ${line.colour.paintType}` : null,
                  line.details,
                ]
                  .filter(Boolean)
                  .join(' · '),
              }
            : {}),
          'cbc:Name': line.name,
          ...(line.reference
            ? { 'cac:SellersItemIdentification': { 'cbc:ID': line.reference } }
            : {}),
          'cac:ClassifiedTaxCategory': taxCategory(line.vatRateBp),
        },
        'cac:Price': {
          'cbc:PriceAmount': amount(Math.abs(line.unitHt)),
          'cbc:PriceAmount@currencyID': 'EUR',
        },
      })),
    },
  };
  return invoice as unknown as Invoice;
}

const quiet = { log() {}, warn() {}, error() {} };

const formats = new FormatFactoryService();
const validation = new ValidationService(quiet);

/**
 * The invoice schema as the format patches it, compiled once per process: the library's
 * `InvoiceService.generate` compiles it again on every call (1.3–2.9 s of ajv each time on a
 * busy 2-core machine; docs/decisions/factur-x-compiled-schema.md).
 */
let compiled: ValidateFunction | undefined;
function invoiceValidator(formatter: EInvoiceFormat): ValidateFunction {
  if (compiled) return compiled;
  // The library's own options (@e-invoice-eu/core 2.3.4, InvoiceService.generate).
  const ajv = new Ajv2019({ strict: true, allErrors: true, useDefaults: true });
  const schema = structuredClone(invoiceSchema);
  formatter.patchSchema(schema);
  compiled = ajv.compile(schema);
  return compiled;
}

/**
 * The library's `InvoiceService.generate` for Factur-X EN 16931, its steps in its order (the
 * data validated against the format's schema, defaults filled in, the format's generator), with
 * the compiled schema kept: invalid data is refused with the library's own `ValidationError`.
 */
export async function generateFacturX(
  input: Invoice,
  pdf: { buffer: Uint8Array; filename: string },
): Promise<string | Uint8Array> {
  const formatter = formats.createFormatService(FACTUR_X_FORMAT, quiet);
  const invoice = validation.validate(
    'invoice data',
    invoiceValidator(formatter),
    structuredClone(input),
  ) as Invoice;
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, {
    format: formats.normalizeFormat(FACTUR_X_FORMAT),
    lang: 'fr-fr',
    noWarnings: true,
    pdf: { ...pdf, mimetype: 'application/pdf' },
  });
}

/** The PDF made Factur-X: PDF/A-3 with the EN 16931 XML embedded as factur-x.xml. */
export async function embedFacturX(data: InvoiceData, pdf: Uint8Array): Promise<Buffer> {
  const out = await generateFacturX(toEInvoice(data), {
    buffer: pdf,
    filename: `${data.number}.pdf`,
  });
  return Buffer.from(typeof out === 'string' ? new TextEncoder().encode(out) : out);
}
