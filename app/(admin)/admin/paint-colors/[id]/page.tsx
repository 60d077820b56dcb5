import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { ColourForm } from '@/components/admin/colours/colour-form';
import { ColourShades } from '@/components/admin/colours/colour-shades';
import { Button } from '@/components/ui/button';
import { getColourForAdmin, makersForAdmin } from '@/lib/admin/colours/colours';
import { shadesForAdmin } from '@/lib/admin/colours/shade-admin';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { canonicalColourUrl } from '@/lib/colours/slug';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminItemPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('colours.editTitle') };

export default async function EditColourPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('paintColors', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const db = getDb();
  const [found, makers, shades] = await Promise.all([
    getColourForAdmin(db, admin, id),
    makersForAdmin(admin),
    shadesForAdmin(db, id),
  ]);
  if (!found) notFound();
  const { colour, makerSlug } = found;
  const t = getAdminT();
  const title = `${colour.colorCode} · ${colour.colorName}`;
  return (
    <AdminPage
      screen="paintColors"
      title={title}
      trail={[{ label: title }]}
      actions={
        colour.isActive && makerSlug ? (
          <Button asChild variant="outline">
            <a
              href={canonicalColourUrl({
                category: colour.category,
                manufacturerSlug: makerSlug,
                code: colour.colorCode,
                name: colour.colorName,
              })}
            >
              {t('colours.viewOnShop')}
            </a>
          </Button>
        ) : undefined
      }
    >
      <ColourForm
        makers={makers}
        initial={{
          id: colour.id,
          colorCode: colour.colorCode,
          colorName: colour.colorName,
          category: colour.category,
          manufacturerId: colour.manufacturerId ?? '',
          cssPreview: colour.cssPreview ?? '',
          specialEffect: (colour.specialEffect ?? '') as '',
          colorCodeLegacy: colour.colorCodeLegacy ?? '',
          availableWater: colour.availableWater,
          availableSolvent: colour.availableSolvent,
          availableGlossDirect: colour.availableGlossDirect,
          isActive: colour.isActive,
        }}
      />
      <ColourShades colourId={colour.id} shades={shades} />
    </AdminPage>
  );
}
