import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { PaintDocumentForm } from '@/components/admin/paint/paint-document-form';
import { listPaintDocumentsForAdmin } from '@/lib/admin/paint/documents';
import { requireAdminPage } from '@/lib/auth/guards';
import { PAINT_TYPE_LABELS } from '@/lib/colours/paint-types';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { PAINT_TYPE_VALUES } from '@/lib/validation/admin-paint';
import { ADMIN_PAINT_DOCUMENTS_PATH } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('paint.documents.title') };

/** `/admin/paint-products/documents`: technical and safety sheets, one form per paint type. */
export default async function PaintDocumentsPage() {
  const admin = await requireAdminPage(ADMIN_PAINT_DOCUMENTS_PATH);
  const t = getAdminT();
  const rows = await listPaintDocumentsForAdmin(getDb(), admin);
  return (
    <AdminPage
      screen="paintProducts"
      title={t('paint.documents.title')}
      trail={[{ label: t('paint.documents.title') }]}
    >
      <p className="text-muted-foreground max-w-3xl text-sm">{t('paint.documents.help')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {PAINT_TYPE_VALUES.map((paintType) => {
          const row = rows.find((r) => r.paintType === paintType);
          return (
            <PaintDocumentForm
              key={paintType}
              paintType={paintType}
              label={PAINT_TYPE_LABELS[paintType]}
              current={{
                technicalUrl: row?.technicalSheetUrl ?? null,
                technicalFilename: row?.technicalSheetFilename ?? null,
                safetyUrl: row?.safetySheetUrl ?? null,
                safetyFilename: row?.safetySheetFilename ?? null,
                isActive: row?.isActive ?? true,
              }}
            />
          );
        })}
      </div>
    </AdminPage>
  );
}
