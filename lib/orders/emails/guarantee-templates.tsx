/** The colour-match guarantee's e-mails (issue 41 §2): claim received, claim decided. */
import { Link } from '@react-email/link';
import { isTestCardName } from '@/lib/test-card';
import { getMailT } from '@/lib/mail/i18n';
import { MailShell } from '@/lib/mail/templates/shell';
import { formatCents } from '@/lib/money';
import type { OrderView } from '../queries';
import { Greeting, LinkButton, Paragraph } from './parts';

type Props = { order: OrderView; orderUrl: string };

export function GuaranteeReceivedEmail({ order, orderUrl, line }: Props & { line: string }) {
  const t = getMailT('guarantee');
  const o = getMailT('orders');
  return (
    <MailShell preview={t('receivedPreview')}>
      <Greeting order={order} />
      <Paragraph>{t('received', { line, number: order.orderNumber })}</Paragraph>
      <LinkButton href={orderUrl}>{o('common.orderLink')}</LinkButton>
    </MailShell>
  );
}

export type ClaimOutcome =
  | { decision: 'remix' }
  | { decision: 'refund'; refundCents: number }
  | { decision: 'refused'; reason: string };

export function GuaranteeDecidedEmail({
  order,
  orderUrl,
  line,
  outcome,
}: Props & { line: string; outcome: ClaimOutcome }) {
  const t = getMailT('guarantee');
  const o = getMailT('orders');
  const text =
    outcome.decision === 'remix'
      ? t('remix', { line })
      : outcome.decision === 'refund'
        ? t('refund', { line, amount: formatCents(outcome.refundCents) })
        : t('refused', { line, reason: outcome.reason });
  return (
    <MailShell preview={t('decidedPreview')}>
      <Greeting order={order} />
      <Paragraph>{text}</Paragraph>
      <LinkButton href={orderUrl}>{o('common.orderLink')}</LinkButton>
    </MailShell>
  );
}

/** In the confirmation: how to use the test card the order holds. */
export function TestCardNote({ order, guideUrl }: { order: OrderView; guideUrl: string }) {
  if (!order.lines.some((line) => isTestCardName(line.name))) return null;
  const t = getMailT('guarantee');
  return (
    <Paragraph>
      {t('testCard')} <Link href={guideUrl}>{t('testCardLink')}</Link>
    </Paragraph>
  );
}
