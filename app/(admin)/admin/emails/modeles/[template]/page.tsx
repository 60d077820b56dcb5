import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { EmailBody } from '@/components/admin/emails/email-body';
import { isPreviewTemplate, renderPreview } from '@/lib/admin/emails/previews';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { adminEmailTemplatePath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('emails.templates.title') };

/** One template rendered with sample data: subject, recipient, HTML and text. */
export default async function EmailTemplatePage({
  params,
}: {
  params: Promise<{ template: string }>;
}) {
  const { template } = await params;
  await requireAdminPage(adminEmailTemplatePath(template));
  if (!isPreviewTemplate(template)) notFound();
  const t = getAdminT();
  const preview = await renderPreview(template);
  const name = t(`emails.templates.names.${template}`);
  return (
    <AdminPage
      screen="emails"
      title={t('emails.templates.previewTitle', { name })}
      trail={[
        { label: t('emails.templates.title'), href: adminEmailTemplatePath() },
        { label: name },
      ]}
    >
      <dl className="grid max-w-2xl grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('emails.templates.subject')}</dt>
        <dd data-testid="preview-subject">{preview.subject}</dd>
        <dt className="text-muted-foreground">{t('emails.templates.to')}</dt>
        <dd>{preview.to}</dd>
      </dl>
      <EmailBody html={preview.html} text={preview.text} />
    </AdminPage>
  );
}
