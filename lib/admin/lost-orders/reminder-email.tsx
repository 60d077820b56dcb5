/** The reminder e-mail of a lost cart or an unpaid order (react-email, French). */
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render, toPlainText } from '@react-email/render';
import { getMailT } from '@/lib/mail/i18n';
import { MAIL_COLOURS, MailShell } from '@/lib/mail/templates/shell';
import { formatCents } from '@/lib/money';
import { LinkButton, Paragraph } from '@/lib/orders/emails/parts';
import { formatLongDate } from '@/lib/format';

type ReminderLine = { name: string; quantity: number; colourCode: string | null };

export type ReminderContent = {
  name: string | null;
  lines: ReminderLine[];
  totalCents: number;
  url: string;
} & ({ kind: 'cart' } | { kind: 'order'; orderNumber: string; placedAt: Date });

const small = { fontSize: '13px', lineHeight: '19px', margin: '0', color: MAIL_COLOURS.muted };
const line = { fontSize: '14px', lineHeight: '21px', margin: '6px 0 0' };

function reminderSubject(content: ReminderContent): string {
  const t = getMailT('reminder');
  return content.kind === 'cart'
    ? t('cartSubject')
    : t('orderSubject', { number: content.orderNumber });
}

function ReminderEmail({ content }: { content: ReminderContent }) {
  const t = getMailT('reminder');
  const cart = content.kind === 'cart';
  return (
    <MailShell
      preview={cart ? t('cartPreview') : t('orderPreview', { number: content.orderNumber })}
    >
      <Paragraph>
        {content.name ? t('hello', { name: content.name }) : t('helloAnonymous')}
      </Paragraph>
      <Paragraph>
        {cart
          ? t('cartIntro')
          : t('orderIntro', {
              number: content.orderNumber,
              date: formatLongDate(content.placedAt),
            })}
      </Paragraph>
      <Section>
        <Text style={{ fontSize: '15px', fontWeight: 'bold', margin: '16px 0 0' }}>
          {t('lines')}
        </Text>
        {content.lines.map((item, index) => (
          <div key={index}>
            <Text style={line}>{t('line', { quantity: item.quantity, name: item.name })}</Text>
            {item.colourCode ? (
              <Text style={small}>{t('colour', { code: item.colourCode })}</Text>
            ) : null}
          </div>
        ))}
        <Text style={{ ...line, fontWeight: 'bold', marginTop: '12px' }}>
          {t('total', { total: formatCents(content.totalCents) })}
        </Text>
      </Section>
      <LinkButton href={content.url}>{cart ? t('cartLink') : t('orderLink')}</LinkButton>
      <Paragraph>{t('help')}</Paragraph>
    </MailShell>
  );
}

/** Subject, HTML and plain text of a reminder (rendered before the write's transaction). */
export async function renderReminder(content: ReminderContent) {
  const html = await render(<ReminderEmail content={content} />);
  return { subject: reminderSubject(content), html, text: toPlainText(html) };
}
