import type { PostalAddress } from '@/lib/address-lines';

type PaymentMethod = 'card' | 'paypal' | 'transfer';

/**
 * What an invoice is made from: a paid order as saved (lib/orders' OrderView has this shape).
 * lib/invoices imports nothing from lib/orders, so orders may depend on invoices, not both ways.
 */
export type InvoiceSource = {
  id: string;
  orderNumber: string;
  email: string;
  paymentMethod: PaymentMethod;
  paymentState: string;
  paymentReference: string | null;
  professional: boolean;
  customer: {
    firstName?: string | null;
    lastName?: string | null;
    company?: string | null;
    siret?: string | null;
    vatNumber?: string | null;
  };
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  promotionCode: string | null;
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress | null;
  carrierName: string | null;
  paidAt: Date | null;
  createdAt: Date;
  lines: {
    name: string;
    details: string | null;
    referenceCode: string | null;
    quantity: number;
    unitHt: number;
    totalHt: number;
    totalTtc: number;
    vatRateBp: number;
    isCustomPaint: boolean;
    colour: {
      code: string;
      name: string;
      manufacturer?: string | null;
      paintType?: string | null;
    } | null;
  }[];
};

/** Amounts of one line or total, in integer cents. */
export type InvoiceAmounts = { ht: number; vat: number; ttc: number };

export type InvoiceLine = {
  name: string;
  details: string | null;
  reference: string | null;
  quantity: number;
  unitHt: number;
  /** Basis points: 2000 = 20 %. */
  vatRateBp: number;
  vat: number;
  totalHt: number;
  totalTtc: number;
  /** Custom paint: its colour, as ordered. */
  colour: {
    code: string;
    name: string;
    manufacturer: string | null;
    paintType: string | null;
  } | null;
};

export type InvoiceSeller = {
  legalName: string;
  legalForm: string;
  address: string[];
  countryCode: string;
  siret: string;
  siren: string;
  vatNumber: string;
  registry: string;
  shareCapital: string;
  email: string;
  phone: string;
};

type InvoiceBuyer = {
  name: string;
  company: string | null;
  professional: boolean;
  siret: string | null;
  siren: string | null;
  vatNumber: string | null;
  address: string[];
  countryCode: string;
  email: string;
};

/**
 * Everything an invoice or a credit note prints, frozen when it is issued (the PDF and the
 * Factur-X XML are rendered from this only, never from live tables). Credit notes carry
 * negative amounts and name the invoice they cancel.
 */
export type InvoiceData = {
  version: 1;
  kind: 'invoice' | 'credit_note';
  number: string;
  /** YYYY-MM-DD, Europe/Paris. */
  issueDate: string;
  orderNumber: string;
  orderDate: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  delivery: { address: string[]; countryCode: string; carrier: string | null };
  /** Nature of the operation (« Livraison de biens »). */
  operation: string;
  /**
   * The seller opted to pay VAT on debits (CGI art. 242 nonies A, I-13°): the mention is printed.
   * Absent from documents issued before the setting existed (read as false).
   */
  vatOnDebits?: boolean;
  lines: InvoiceLine[];
  shipping: InvoiceAmounts & { label: string; vatRateBp: number };
  discount: (InvoiceAmounts & { label: string; vatRateBp: number }) | null;
  totals: InvoiceAmounts;
  vatBreakdown: { rateBp: number; base: number; vat: number }[];
  payment: {
    method: PaymentMethod;
    label: string;
    paidDate: string | null;
    reference: string | null;
  };
  terms: {
    dueDate: string;
    paymentDueDays: number;
    latePenaltyRate: string;
    recoveryIndemnityCents: number;
  };
  credits: { number: string; issueDate: string; reason: string } | null;
};
