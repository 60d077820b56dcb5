import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmAction } from '@/components/admin/communication/confirm-action';
import { NewsletterForm } from '@/components/admin/communication/newsletter-form';
import { NewsletterTestForm } from '@/components/admin/communication/newsletter-test-form';
import { EmailBody } from '@/components/admin/emails/email-body';
import { adminDate } from '@/components/admin/orders/labels';
import { sendNewsletterAction } from '@/lib/admin/newsletters/actions';
import {
  getNewsletter,
  previewNewsletter,
  recipientCount,
} from '@/lib/admin/newsletters/newsletters';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminItemPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.newsletters') };

/**
 * One newsletter: while a draft, its form, the test e-mail and « Envoyer »; always, the e-mail
 * rendered by the server as subscribers get it, and once sent its delivery counts.
 */
export default async function NewsletterPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('newsletters', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const db = getDb();
  const newsletter = await getNewsletter(db, admin, id);
  if (!newsletter) notFound();
  const t = getAdminT();
  const [preview, recipients] = await Promise.all([
    previewNewsletter(newsletter.title, newsletter.body),
    recipientCount(db),
  ]);
  const draft = newsletter.status === 'draft';
  return (
    <AdminPage
      screen="newsletters"
      title={newsletter.title}
      trail={[{ label: newsletter.title }]}
      actions={
        draft ? (
          <ConfirmAction
            id={newsletter.id}
            action={sendNewsletterAction}
            texts={{
              button: t('newsletters.send.button'),
              title: t('newsletters.send.confirmTitle', { title: newsletter.title }),
              description: t('newsletters.send.confirmText', { count: recipients }),
              confirm: t('newsletters.send.confirm'),
              cancel: t('newsletters.send.cancel'),
              pending: t('newsletters.send.sending'),
              done: t('newsletters.send.sent'),
              errorTitle: t('newsletters.send.errorTitle'),
            }}
          />
        ) : undefined
      }
    >
      <p className="text-sm" data-testid="newsletter-status">
        {t(`newsletters.statuses.${draft ? 'draft' : 'sent'}`)}
        {newsletter.sentAt &&
          ` · ${t('newsletters.columns.sentAt')} ${adminDate(newsletter.sentAt)}`}
      </p>
      {draft ? (
        <>
          <p className="text-muted-foreground text-sm">
            {t('newsletters.send.intro', { count: recipients })}
          </p>
          <NewsletterForm
            initial={{ id: newsletter.id, title: newsletter.title, body: newsletter.body }}
          />
        </>
      ) : (
        <p className="text-sm" data-testid="newsletter-deliveries">
          {t('newsletters.deliveryCounts', newsletter.deliveries)}
        </p>
      )}
      <section aria-labelledby="newsletter-test" className="grid gap-2 rounded-lg border p-4">
        <h2 id="newsletter-test" className="font-semibold">
          {t('newsletters.test.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('newsletters.test.intro')}</p>
        <NewsletterTestForm id={newsletter.id} defaultTo={admin.email} />
      </section>
      <section aria-labelledby="newsletter-preview" className="grid gap-2">
        <h2 id="newsletter-preview" className="text-lg font-semibold">
          {t('newsletters.previewTitle')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('newsletters.previewIntro')}</p>
        <EmailBody html={preview.html} text={preview.text} />
      </section>
    </AdminPage>
  );
}
