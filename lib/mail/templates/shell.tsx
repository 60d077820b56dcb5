/**
 * The frame of every HTML e-mail the shop sends (react-email): the shop's name on top, the
 * content, then how to reach the shop and its legal identity. Inline styles only (mail clients).
 */
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { getMailT } from '@/lib/mail/i18n';
import { SHOP_INFO } from '@/lib/site/shop-info';

export const MAIL_COLOURS = {
  brand: '#b3261e',
  text: '#1f2328',
  muted: '#57606a',
  line: '#d0d7de',
};

const body = {
  backgroundColor: '#f6f7f9',
  fontFamily: 'Arial, Helvetica, sans-serif',
  color: MAIL_COLOURS.text,
};
const container = {
  backgroundColor: '#ffffff',
  maxWidth: '600px',
  margin: '24px auto',
  padding: '24px',
};
const small = { fontSize: '12px', color: MAIL_COLOURS.muted, lineHeight: '18px', margin: '4px 0' };

export function MailShell({ preview, children }: { preview: string; children: ReactNode }) {
  const t = getMailT('layout');
  const a = SHOP_INFO.address;
  return (
    <Html lang="fr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section>
            <Text
              style={{ fontSize: '22px', fontWeight: 'bold', color: MAIL_COLOURS.brand, margin: 0 }}
            >
              {SHOP_INFO.name}
            </Text>
            <Text style={{ ...small, marginTop: 0 }}>{t('tagline')}</Text>
          </Section>
          <Hr style={{ borderColor: MAIL_COLOURS.line }} />
          {children}
          <Text style={{ fontSize: '14px', margin: '16px 0 0' }}>{t('signature')}</Text>
          <Hr style={{ borderColor: MAIL_COLOURS.line }} />
          <Text style={small}>
            {t('contact', {
              email: SHOP_INFO.email,
              phone: SHOP_INFO.phoneDisplay,
              hours: SHOP_INFO.openingHours.toLowerCase(),
            })}
          </Text>
          <Text style={small}>
            {t('legal', {
              legalForm: SHOP_INFO.legalForm,
              street: a.street,
              postalCode: a.postalCode,
              city: a.city,
              siret: SHOP_INFO.siret,
            })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
