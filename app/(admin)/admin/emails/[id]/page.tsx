import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { EmailBody } from '@/components/admin/emails/email-body';
import { RetryButton } from '@/components/admin/emails/retry-button';
import { adminDate } from '@/components/admin/orders/labels';
import { getOutboxEmail } from '@/lib/admin/emails/outbox';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminItemPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.emails') };

/** One e-mail of the outbox: who, what, when, its last error, its content as sent. */
export default async function AdminEmailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('emails', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const email = await getOutboxEmail(getDb(), admin, id);
  if (!email) notFound();
  const t = getAdminT();
  const title = t('emails.detailTitle', { to: email.toAddress });
  const facts: [string, string][] = [
    [t('emails.detail.subject'), email.subject],
    [t('emails.detail.template'), email.template ?? '—'],
    [t('emails.detail.status'), t(`emails.statuses.${email.status}`)],
    [t('emails.detail.createdAt'), adminDate(email.createdAt)],
    [t('emails.detail.sentAt'), email.sentAt ? adminDate(email.sentAt) : '—'],
  ];
  return (
    <AdminPage
      screen="emails"
      title={title}
      trail={[{ label: email.subject }]}
      actions={
        email.status === 'failed' ? <RetryButton id={email.id} label={t('emails.retry')} /> : null
      }
    >
      <dl className="grid max-w-2xl grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
        {email.error && (
          <div className="contents">
            <dt className="text-muted-foreground">{t('emails.detail.error')}</dt>
            <dd className="text-destructive">{email.error}</dd>
          </div>
        )}
      </dl>
      <EmailBody html={email.html} text={email.text} />
    </AdminPage>
  );
}
