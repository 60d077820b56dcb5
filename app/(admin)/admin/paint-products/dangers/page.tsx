import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { PaintHazardForm } from '@/components/admin/paint/paint-hazard-form';
import { listPaintHazardsForAdmin } from '@/lib/admin/paint/hazards';
import { ADMIN_PAINT_HAZARDS_PATH } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { PAINT_TYPE_LABELS } from '@/lib/colours/paint-types';
import { getDb } from '@/lib/db/client';
import { hazardFormValues } from '@/lib/hazard/form-values';
import { AEROSOL_HAZARD_KEY, PAINT_HAZARD_KEYS } from '@/lib/hazard/paint';
import { getAdminT } from '@/lib/i18n/admin';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('hazard.paintTitle') };

/** `/admin/paint-products/dangers`: the CLP label of each paint type, one form each. */
export default async function PaintHazardsPage() {
  const admin = await requireAdminPage(ADMIN_PAINT_HAZARDS_PATH);
  const t = getAdminT();
  const rows = await listPaintHazardsForAdmin(getDb(), admin);
  return (
    <AdminPage
      screen="paintProducts"
      title={t('hazard.paintTitle')}
      trail={[{ label: t('hazard.paintTitle') }]}
    >
      <p className="text-muted-foreground max-w-3xl text-sm">{t('hazard.paintHelp')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {PAINT_HAZARD_KEYS.map((key) => {
          const row = rows.find((r) => r.hazardKey === key);
          return (
            <PaintHazardForm
              key={key}
              label={key === AEROSOL_HAZARD_KEY ? t('hazard.aerosol') : PAINT_TYPE_LABELS[key]}
              initial={{
                hazardKey: key,
                ...hazardFormValues(
                  row ?? { hazardPictograms: [], hazardSignalWord: null, hazardStatements: [] },
                ),
                safetyWarnings: row?.safetyWarnings ?? '',
              }}
            />
          );
        })}
      </div>
    </AdminPage>
  );
}
