import 'server-only';
import { sql } from 'drizzle-orm';
import { toCsv } from '@/lib/admin/csv';
import { isAdmin, type Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { parisDay } from '@/lib/format';
import { getAdminT } from '@/lib/i18n/admin';
import type { InvoiceData } from '@/lib/invoices/types';
import type adminMessages from '@/messages/admin.fr.json';
import type { ExportKind } from './export-kinds';
import {
  ACCOUNTS,
  csvCents,
  csvDate,
  csvRate,
  journalLines,
  ledgerDocument,
  vatSummary,
  type LedgerDocument,
} from './ledger';

/**
 * The accountant's CSV files (issues 39 §6 and 40 §6), for one period (a month `2026-11` or a
 * year `2026`, Europe/Paris): the orders, the sales journal, the VAT summary and the B2C sales
 * by rate for e-reporting. Amounts come from the stored rows (orders as saved, invoices and
 * credit notes as issued), never recomputed. Each function checks its caller is an
 * administrator itself, whoever calls it. See docs/decisions/accounting-exports.md.
 */

type Labels = typeof adminMessages.admin;
type Column = keyof Labels['accounting']['columns'];
const column = (key: Column) => getAdminT()(`accounting.columns.${key}`);

function assertAdmin(admin: Admin) {
  if (!isAdmin(admin)) throw new Error('administrator required');
}

/** `to_char(<column> at time zone 'Europe/Paris', 'YYYY-MM')` starts with the period. */
const inPeriod = (column: ReturnType<typeof sql>, period: string) =>
  sql`to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM') like ${`${period}%`}`;

async function documentsOf(db: DbHandle, period: string): Promise<LedgerDocument[]> {
  const { rows } = await db.execute<{ number: string; data: InvoiceData }>(sql`
    select number, data from invoices
    where ${inPeriod(sql`issued_at`, period)}
    order by issued_at, number`);
  return rows.map((r) => ledgerDocument(r.number, r.data));
}

type OrderRow = {
  order_number: string;
  created_at: string | Date;
  status: keyof Labels['orders']['statuses'];
  payment_state: keyof Labels['orders']['paymentStates'];
  payment_method: keyof Labels['orders']['methods'];
  email: string;
  professional: boolean;
  customer: { firstName?: string; lastName?: string; company?: string; siret?: string };
  total_ht_cents: number;
  tax_cents: number;
  shipping_cents: number;
  discount_cents: number;
  total_cents: number;
  carrier_name: string | null;
  invoice: string | null;
  credit_notes: string | null;
};

/** Orders placed in the period, one line each, with their invoice and credit notes. */
export async function exportOrdersCsv(db: DbHandle, admin: Admin, period: string) {
  assertAdmin(admin);
  const t = getAdminT();
  const { rows } = await db.execute<OrderRow>(sql`
    select o.order_number, o.created_at, o.status, o.payment_state, o.payment_method, o.email,
      o.professional, o.customer, o.total_ht_cents, o.tax_cents, o.shipping_cents,
      o.discount_cents, o.total_cents, o.carrier_name,
      (select string_agg(number, ' ' order by number) from invoices
        where order_id = o.id and kind = 'invoice') as invoice,
      (select string_agg(number, ' ' order by number) from invoices
        where order_id = o.id and kind = 'credit_note') as credit_notes
    from orders o
    where ${inPeriod(sql`o.created_at`, period)}
    order by o.created_at, o.order_number`);
  const columns: Column[] = [
    'order',
    'date',
    'status',
    'paymentState',
    'paymentMethod',
    'customer',
    'company',
    'siret',
    'email',
    'customerType',
    'totalHt',
    'vat',
    'shippingTtc',
    'discountTtc',
    'totalTtc',
    'carrier',
    'invoice',
    'creditNotes',
  ];
  return toCsv(
    columns.map(column),
    rows.map((o) => [
      o.order_number,
      csvDate(parisDay(new Date(o.created_at))),
      t(`orders.statuses.${o.status}`),
      t(`orders.paymentStates.${o.payment_state}`),
      t(`orders.methods.${o.payment_method}`),
      [o.customer.firstName, o.customer.lastName].filter(Boolean).join(' '),
      o.customer.company ?? '',
      o.customer.siret ?? '',
      o.email,
      t(o.professional ? 'accounting.professional' : 'accounting.individual'),
      csvCents(o.total_ht_cents),
      csvCents(o.tax_cents),
      csvCents(o.shipping_cents),
      csvCents(o.discount_cents),
      csvCents(o.total_cents),
      o.carrier_name ?? '',
      o.invoice ?? '',
      o.credit_notes ?? '',
    ]),
  );
}

/** The sales journal (« VE »): every invoice and credit note of the period, balanced postings. */
export async function exportSalesJournalCsv(db: DbHandle, admin: Admin, period: string) {
  assertAdmin(admin);
  const t = getAdminT();
  const documents = await documentsOf(db, period);
  return toCsv(
    (
      [
        'journal',
        'date',
        'piece',
        'account',
        'accountName',
        'thirdParty',
        'label',
        'debit',
        'credit',
      ] satisfies Column[]
    ).map(column),
    documents.flatMap((doc) => {
      const label = t(
        doc.kind === 'credit_note' ? 'accounting.creditNoteLabel' : 'accounting.invoiceLabel',
        {
          number: doc.number,
          order: doc.orderNumber,
        },
      );
      return journalLines(doc).map((line) => [
        t('accounting.journalCode'),
        csvDate(doc.issueDate),
        doc.number,
        ACCOUNTS[line.account],
        t(`accounting.accounts.${line.account}`),
        line.account === 'customer' ? doc.buyer : '',
        label,
        csvCents(line.debit),
        csvCents(line.credit),
      ]);
    }),
  );
}

function vatCsv(documents: LedgerDocument[]) {
  const columns: Column[] = [
    'month',
    'rate',
    'baseHt',
    'vat',
    'totalTtc',
    'invoices',
    'creditNotes',
  ];
  return toCsv(
    columns.map(column),
    vatSummary(documents).map((row) => [
      row.month,
      csvRate(row.rateBp),
      csvCents(row.base),
      csvCents(row.vat),
      csvCents(row.ttc),
      row.invoices,
      row.creditNotes,
    ]),
  );
}

/** VAT collected by month and rate: invoices minus credit notes. */
export async function exportVatSummaryCsv(db: DbHandle, admin: Admin, period: string) {
  assertAdmin(admin);
  return vatCsv(await documentsOf(db, period));
}

/**
 * B2C sales by month and rate for e-reporting (the transactions not e-invoiced: buyers who are
 * not professionals), credit notes deducted.
 */
export async function exportB2cEReportingCsv(db: DbHandle, admin: Admin, period: string) {
  assertAdmin(admin);
  return vatCsv((await documentsOf(db, period)).filter((doc) => !doc.professional));
}

export const EXPORTS: Record<
  ExportKind,
  (db: DbHandle, admin: Admin, period: string) => Promise<string>
> = {
  commandes: exportOrdersCsv,
  'journal-ventes': exportSalesJournalCsv,
  tva: exportVatSummaryCsv,
  'e-reporting-b2c': exportB2cEReportingCsv,
};
