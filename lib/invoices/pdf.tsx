/**
 * The invoice / credit note PDF (@react-pdf/renderer), drawn from the frozen `data` only. The
 * fonts are embedded (DejaVu Sans, in ./fonts) so the file is self-contained (PDF/A for
 * Factur-X) and every French character prints. The creation date is the issue date: the same
 * data gives the same bytes.
 */
import path from 'node:path';
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { formatPercentNumber } from '@/lib/format';
import { formatCents } from '@/lib/money';
import { getInvoiceT } from './i18n';
import type { InvoiceData, InvoiceLine } from './types';

const FAMILY = 'NuancierInvoice';
let fontsRegistered = false;

function registerFonts() {
  if (fontsRegistered) return;
  const dir = path.join(process.cwd(), 'lib', 'invoices', 'fonts');
  Font.register({
    family: FAMILY,
    fonts: [
      { src: path.join(dir, 'DejaVuSans.ttf'), fontWeight: 'normal' },
      { src: path.join(dir, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
    ],
  });
  // Words are never split with a hyphen (references and colour codes stay whole).
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

/** « 1 234,56 € » with ordinary no-break spaces. */
const money = (cents: number) => formatCents(cents).replace(/\u202f/g, '\u00a0');

/** « 24/11/2026 » from 2026-11-24. */
const frDate = (iso: string) => iso.split('-').reverse().join('/');

/** « 20 % » from 2000 basis points. */
const vatRate = (bp: number) => `${formatPercentNumber(bp / 100)}\u00a0%`;

const styles = StyleSheet.create({
  page: { fontFamily: FAMILY, fontSize: 8.5, padding: 36, paddingBottom: 56, color: '#1f2328' },
  row: { flexDirection: 'row' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 18 },
  seller: { width: '55%' },
  title: { fontSize: 18, fontWeight: 'bold', textAlign: 'right' },
  strong: { fontWeight: 'bold' },
  muted: { color: '#57606a' },
  blocks: { flexDirection: 'row', gap: 12, marginBottom: 12 },
  block: { flex: 1, border: '1pt solid #d0d7de', padding: 8 },
  blockTitle: { fontWeight: 'bold', marginBottom: 3, textTransform: 'uppercase', fontSize: 7.5 },
  table: { marginTop: 8, borderTop: '1pt solid #1f2328' },
  th: { flexDirection: 'row', backgroundColor: '#f2f4f7', fontWeight: 'bold', paddingVertical: 4 },
  tr: { flexDirection: 'row', borderBottom: '0.5pt solid #d0d7de', paddingVertical: 4 },
  cDesignation: { width: '37%', paddingRight: 4 },
  cQty: { width: '7%', textAlign: 'right' },
  cUnit: { width: '12%', textAlign: 'right' },
  cRate: { width: '8%', textAlign: 'right' },
  cVat: { width: '11%', textAlign: 'right' },
  cHt: { width: '12%', textAlign: 'right' },
  cTtc: { width: '13%', textAlign: 'right' },
  totals: { marginTop: 10, marginLeft: 'auto', width: '45%' },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grandTotal: {
    borderTop: '1pt solid #1f2328',
    marginTop: 2,
    paddingTop: 4,
    fontWeight: 'bold',
    fontSize: 10,
  },
  section: { marginTop: 14 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 36,
    right: 36,
    fontSize: 7,
    color: '#57606a',
    textAlign: 'center',
  },
});

function LineRow({ line }: { line: InvoiceLine }) {
  const t = getInvoiceT('document');
  return (
    <View style={styles.tr} wrap={false}>
      <View style={styles.cDesignation}>
        <Text style={styles.strong}>{line.name}</Text>
        {line.colour ? (
          <Text>{t('colour', { code: line.colour.code, name: line.colour.name })}</Text>
        ) : null}
        {line.colour?.paintType ? (
          <Text>{t('paintType', { value: line.colour.paintType })}</Text>
        ) : null}
        {line.details ? <Text style={styles.muted}>{line.details}</Text> : null}
        {line.reference ? (
          <Text style={styles.muted}>{t('reference', { value: line.reference })}</Text>
        ) : null}
      </View>
      <Text style={styles.cQty}>{line.quantity}</Text>
      <Text style={styles.cUnit}>{money(line.unitHt)}</Text>
      <Text style={styles.cRate}>{vatRate(line.vatRateBp)}</Text>
      <Text style={styles.cVat}>{money(line.vat)}</Text>
      <Text style={styles.cHt}>{money(line.totalHt)}</Text>
      <Text style={styles.cTtc}>{money(line.totalTtc)}</Text>
    </View>
  );
}

function ChargeRow(props: {
  label: string;
  ht: number;
  vat: number;
  ttc: number;
  vatRateBp: number;
}) {
  return (
    <View style={styles.tr} wrap={false}>
      <Text style={styles.cDesignation}>{props.label}</Text>
      <Text style={styles.cQty}>1</Text>
      <Text style={styles.cUnit}>{money(props.ht)}</Text>
      <Text style={styles.cRate}>{vatRate(props.vatRateBp)}</Text>
      <Text style={styles.cVat}>{money(props.vat)}</Text>
      <Text style={styles.cHt}>{money(props.ht)}</Text>
      <Text style={styles.cTtc}>{money(props.ttc)}</Text>
    </View>
  );
}

function InvoiceDocument({ data, issuedAt }: { data: InvoiceData; issuedAt: Date }) {
  const t = getInvoiceT('document');
  const { seller, buyer } = data;
  const title = t(data.kind);
  return (
    <Document
      title={`${title} ${data.number}`}
      author={seller.legalName}
      subject={t('orderRef', { number: data.orderNumber, date: frDate(data.orderDate) })}
      creator={seller.legalName}
      producer={seller.legalName}
      language="fr-FR"
      creationDate={issuedAt}
      modificationDate={issuedAt}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.seller}>
            <Text style={[styles.strong, { fontSize: 12 }]}>{seller.legalName}</Text>
            <Text>{seller.legalForm}</Text>
            {seller.address.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
            <Text>{t('siret', { value: seller.siret })}</Text>
            <Text>{t('siren', { value: seller.siren })}</Text>
            <Text>{t('vatNumber', { value: seller.vatNumber })}</Text>
            <Text>{seller.registry}</Text>
            <Text>{t('capital', { value: seller.shareCapital })}</Text>
            <Text>
              {seller.email} · {seller.phone}
            </Text>
          </View>
          <View>
            <Text style={styles.title}>{title}</Text>
            <Text style={[styles.strong, { textAlign: 'right' }]}>
              {t('number', { number: data.number })}
            </Text>
            <Text style={{ textAlign: 'right' }}>
              {t('issueDate', { date: frDate(data.issueDate) })}
            </Text>
            <Text style={{ textAlign: 'right' }}>
              {t('orderRef', { number: data.orderNumber, date: frDate(data.orderDate) })}
            </Text>
          </View>
        </View>

        {data.credits ? (
          <View style={[styles.block, { marginBottom: 12 }]}>
            <Text style={styles.strong}>
              {t('credits', { number: data.credits.number, date: frDate(data.credits.issueDate) })}
            </Text>
            <Text>{t('reason', { reason: data.credits.reason })}</Text>
          </View>
        ) : null}

        <View style={styles.blocks}>
          <View style={styles.block}>
            <Text style={styles.blockTitle}>{t('buyer')}</Text>
            {buyer.company ? <Text style={styles.strong}>{buyer.company}</Text> : null}
            <Text style={buyer.company ? undefined : styles.strong}>{buyer.name}</Text>
            {buyer.address
              .slice(1)
              .filter((line) => line !== buyer.company)
              .map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            {buyer.siret ? <Text>{t('siret', { value: buyer.siret })}</Text> : null}
            {buyer.siren ? <Text>{t('siren', { value: buyer.siren })}</Text> : null}
            {buyer.vatNumber ? <Text>{t('vatNumber', { value: buyer.vatNumber })}</Text> : null}
            <Text>{buyer.email}</Text>
          </View>
          <View style={styles.block}>
            <Text style={styles.blockTitle}>{t('delivery')}</Text>
            {data.delivery.address.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </View>
        </View>

        <Text>{t('operation', { value: data.operation })}</Text>
        {data.vatOnDebits ? <Text>{t('vatOnDebits')}</Text> : null}

        <View style={styles.table}>
          <View style={styles.th} fixed>
            <Text style={styles.cDesignation}>{t('columns.designation')}</Text>
            <Text style={styles.cQty}>{t('columns.quantity')}</Text>
            <Text style={styles.cUnit}>{t('columns.unitHt')}</Text>
            <Text style={styles.cRate}>{t('columns.vatRate')}</Text>
            <Text style={styles.cVat}>{t('columns.vat')}</Text>
            <Text style={styles.cHt}>{t('columns.totalHt')}</Text>
            <Text style={styles.cTtc}>{t('columns.totalTtc')}</Text>
          </View>
          {data.lines.map((line, index) => (
            <LineRow key={index} line={line} />
          ))}
          <ChargeRow {...data.shipping} label={t('shipping', { carrier: data.shipping.label })} />
          {data.discount ? (
            <ChargeRow
              {...data.discount}
              ht={-data.discount.ht}
              vat={-data.discount.vat}
              ttc={-data.discount.ttc}
              label={t('discount', { code: data.discount.label })}
            />
          ) : null}
        </View>

        <View style={styles.totals} wrap={false}>
          <View style={styles.totalRow}>
            <Text>{t('totalHt')}</Text>
            <Text>{money(data.totals.ht)}</Text>
          </View>
          {data.vatBreakdown.map((b) => (
            <View style={styles.totalRow} key={b.rateBp}>
              <Text>{t('totalVat', { rate: vatRate(b.rateBp) })}</Text>
              <Text>{money(b.vat)}</Text>
            </View>
          ))}
          <View style={[styles.totalRow, styles.grandTotal]}>
            <Text>{t('totalTtc')}</Text>
            <Text>{money(data.totals.ttc)}</Text>
          </View>
        </View>

        <View style={styles.section} wrap={false}>
          <Text style={styles.blockTitle}>{t('payment')}</Text>
          <Text>{t('paymentMethod', { method: data.payment.label })}</Text>
          {data.payment.paidDate ? (
            <Text>{t('paidOn', { date: frDate(data.payment.paidDate) })}</Text>
          ) : null}
          {data.payment.reference ? (
            <Text>{t('paymentReference', { value: data.payment.reference })}</Text>
          ) : null}
          <Text>{t('dueDate', { date: frDate(data.terms.dueDate) })}</Text>
          <Text>{t('latePenalty', { rate: data.terms.latePenaltyRate })}</Text>
          <Text>
            {t('recoveryIndemnity', { amount: money(data.terms.recoveryIndemnityCents) })}
          </Text>
          <Text>{t('earlyPayment')}</Text>
          {buyer.professional ? (
            <Text style={[styles.muted, { marginTop: 6 }]}>{t('facturX')}</Text>
          ) : null}
        </View>

        <View style={styles.footer} fixed>
          <Text>
            {seller.legalForm} · {t('capital', { value: seller.shareCapital })} · {seller.registry}{' '}
            · {t('siret', { value: seller.siret })} · {t('vatNumber', { value: seller.vatNumber })}
          </Text>
          <Text
            render={({ pageNumber, totalPages }) =>
              t('page', { page: pageNumber, pages: totalPages })
            }
          />
        </View>
      </Page>
    </Document>
  );
}

/** The PDF of the document, from its frozen data (no Factur-X: see ./factur-x). */
export async function renderInvoicePdf(data: InvoiceData, issuedAt: Date): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<InvoiceDocument data={data} issuedAt={issuedAt} />);
}
