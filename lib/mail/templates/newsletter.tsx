/**
 * The newsletter e-mail (react-email): the title, the admin's text as escaped paragraphs (web
 * addresses become links; no HTML typed by the admin is interpreted) and the one-click
 * unsubscribe link. Rendered once per newsletter with a placeholder for the link, which each
 * subscriber's e-mail replaces with its own signed address (`personalise`).
 */
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { getMailT } from '@/lib/mail/i18n';
import { MAIL_COLOURS, MailShell } from './shell';

const UNSUBSCRIBE_PLACEHOLDER = 'https://desinscription.invalid/lien-personnel';
const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

function newsletterParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function Paragraph({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 14px' }}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line.split(URL_PATTERN).map((part, j) =>
            j % 2 === 1 ? (
              <Link key={j} href={part} style={{ color: MAIL_COLOURS.brand }}>
                {part}
              </Link>
            ) : (
              part
            ),
          )}
        </span>
      ))}
    </Text>
  );
}

function NewsletterEmail({
  title,
  body,
  unsubscribeUrl,
}: {
  title: string;
  body: string;
  unsubscribeUrl: string;
}) {
  const t = getMailT('newsletter');
  return (
    <MailShell preview={title}>
      <Heading as="h1" style={{ fontSize: '20px', margin: '16px 0' }}>
        {title}
      </Heading>
      {newsletterParagraphs(body).map((paragraph, i) => (
        <Paragraph key={i} text={paragraph} />
      ))}
      <Hr style={{ borderColor: MAIL_COLOURS.line }} />
      <Text style={{ fontSize: '12px', color: MAIL_COLOURS.muted, margin: '4px 0' }}>
        {t('unsubscribeIntro')}{' '}
        <Link href={unsubscribeUrl} style={{ color: MAIL_COLOURS.muted }}>
          {t('unsubscribeLink')}
        </Link>
      </Text>
    </MailShell>
  );
}

export type NewsletterBodies = { html: string; text: string };

/** The HTML and text of a newsletter, with the placeholder where the unsubscribe link goes. */
export async function renderNewsletter(title: string, body: string): Promise<NewsletterBodies> {
  const t = getMailT('newsletter');
  const html = await render(
    <NewsletterEmail title={title} body={body} unsubscribeUrl={UNSUBSCRIBE_PLACEHOLDER} />,
  );
  const text = [
    title,
    ...newsletterParagraphs(body),
    `${t('unsubscribeIntro')}\n${t('unsubscribeLink')} : ${UNSUBSCRIBE_PLACEHOLDER}`,
  ].join('\n\n');
  return { html, text };
}

/** One subscriber's copy: the placeholder replaced by their own unsubscribe address. */
export function personalise(bodies: NewsletterBodies, unsubscribeUrl: string): NewsletterBodies {
  const escaped = unsubscribeUrl.replace(/&/g, '&amp;');
  return {
    html: bodies.html.split(UNSUBSCRIBE_PLACEHOLDER).join(escaped),
    text: bodies.text.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribeUrl),
  };
}
