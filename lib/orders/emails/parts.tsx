/** Pieces shared by the order e-mails: greeting, lines, totals, addresses, bank details. */
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { getMailT } from '@/lib/mail/i18n';
import { MAIL_COLOURS } from '@/lib/mail/templates/shell';
import { formatSigned } from '@/lib/pricing/amounts';
import { lineAmount, orderSummary } from '@/lib/pricing/breakdown';
import { addressLines } from '@/lib/address-lines';
import type { OrderAddress, OrderView } from '../queries';

const p = { fontSize: '14px', lineHeight: '22px', margin: '8px 0' };
const small = { fontSize: '13px', lineHeight: '19px', margin: '0', color: MAIL_COLOURS.muted };
const heading = { fontSize: '15px', fontWeight: 'bold' as const, margin: '20px 0 6px' };

export function Paragraph({ children, strong }: { children: React.ReactNode; strong?: boolean }) {
  return <Text style={strong ? { ...p, fontWeight: 'bold' } : p}>{children}</Text>;
}

function customerName(order: OrderView): string {
  const a = order.billingAddress ?? order.shippingAddress;
  return [a.firstName, a.lastName].filter(Boolean).join(' ');
}

export function Greeting({ order }: { order: OrderView }) {
  return <Paragraph>{getMailT('orders')('common.hello', { name: customerName(order) })}</Paragraph>;
}

export function LinkButton({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: MAIL_COLOURS.brand,
          color: '#ffffff',
          padding: '10px 18px',
          borderRadius: '6px',
          fontSize: '14px',
          fontWeight: 'bold',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const style = { ...p, margin: '2px 0', ...(strong ? { fontWeight: 'bold' } : {}) };
  return (
    <Row>
      <Column>
        <Text style={style}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={style}>{value}</Text>
      </Column>
    </Row>
  );
}

/** The order's lines (custom paint with its colour) and its totals HT / TVA / TTC. */
export function OrderSummary({ order }: { order: OrderView }) {
  const t = getMailT('orders');
  return (
    <Section>
      <Text style={heading}>{t('common.lines')}</Text>
      {order.lines.map((line) => (
        <Row
          key={line.id}
          style={{ borderBottom: `1px solid ${MAIL_COLOURS.line}`, padding: '6px 0' }}
        >
          <Column>
            <Text style={{ ...p, margin: '0', fontWeight: 'bold' }}>{line.name}</Text>
            {line.colour ? (
              <Text style={small}>
                {t('common.colour', { code: line.colour.code, name: line.colour.name })}
              </Text>
            ) : null}
            {line.colour?.paintType ? (
              <Text style={small}>{t('common.paintType', { value: line.colour.paintType })}</Text>
            ) : null}
            {line.details ? <Text style={small}>{line.details}</Text> : null}
            <Text style={small}>{t('common.quantity', { quantity: line.quantity })}</Text>
          </Column>
          <Column align="right" style={{ verticalAlign: 'top' }}>
            <Text style={{ ...p, margin: '0' }}>
              {lineAmount(order.professional, order.professional ? line.totalHt : line.totalTtc)}
            </Text>
          </Column>
        </Row>
      ))}
      <Section style={{ marginTop: '8px' }}>
        {orderSummary(order).map((row) => (
          <AmountRow
            key={row.key}
            label={row.label}
            value={row.cents === null ? '—' : formatSigned(row.cents)}
            strong={row.tone === 'strong'}
          />
        ))}
      </Section>
    </Section>
  );
}

export function Addresses({ order }: { order: OrderView }) {
  const t = getMailT('orders');
  const block = (title: string, a: OrderAddress) => (
    <Column style={{ verticalAlign: 'top', width: '50%' }}>
      <Text style={heading}>{title}</Text>
      {addressLines(a).map((line) => (
        <Text key={line} style={{ ...p, margin: '0' }}>
          {line}
        </Text>
      ))}
    </Column>
  );
  return (
    <Section>
      <Row>
        {block(t('common.deliveryAddress'), order.shippingAddress)}
        {block(t('common.billingAddress'), order.billingAddress ?? order.shippingAddress)}
      </Row>
      <Paragraph>
        {t('common.carrier', { carrier: order.carrierName ?? t('common.noCarrier') })}
      </Paragraph>
    </Section>
  );
}

/** Label / value rows (the bank details of a transfer). */
export function DetailTable({ rows }: { rows: [string, string][] }) {
  return (
    <Section
      style={{
        border: `1px solid ${MAIL_COLOURS.line}`,
        borderRadius: '6px',
        padding: '8px 12px',
        margin: '12px 0',
      }}
    >
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Column style={{ width: '40%' }}>
            <Text style={{ ...p, margin: '2px 0', color: MAIL_COLOURS.muted }}>{label}</Text>
          </Column>
          <Column>
            <Text style={{ ...p, margin: '2px 0', fontWeight: 'bold' }}>{value}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
