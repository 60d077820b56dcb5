import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { PREVIEW_TEMPLATES } from '@/lib/admin/emails/previews';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { adminEmailTemplatePath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('emails.templates.title') };

/** `/admin/emails/modeles`: every e-mail the shop sends, each previewed with sample data. */
export default async function EmailTemplatesPage() {
  await requireAdminPage(adminEmailTemplatePath());
  const t = getAdminT();
  return (
    <AdminPage
      screen="emails"
      title={t('emails.templates.title')}
      trail={[{ label: t('emails.templates.title') }]}
    >
      <p className="text-muted-foreground text-sm">{t('emails.templates.intro')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {PREVIEW_TEMPLATES.map((template) => (
          <li
            key={template}
            className="flex items-center justify-between gap-2 rounded-md border p-3"
          >
            <span>
              <span className="block font-medium">{t(`emails.templates.names.${template}`)}</span>
              <span className="text-muted-foreground text-xs">{template}</span>
            </span>
            <Link
              href={adminEmailTemplatePath(template)}
              className="text-primary text-sm hover:underline"
              aria-label={`${t('emails.templates.open')} : ${t(`emails.templates.names.${template}`)}`}
            >
              {t('emails.templates.open')}
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
