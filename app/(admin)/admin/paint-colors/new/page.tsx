import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { ColourForm } from '@/components/admin/colours/colour-form';
import { makersForAdmin } from '@/lib/admin/colours/colours';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { adminNewPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('colours.new') };

/**
 * `?texte=` (from the analytics' searches that found nothing) fills the form: a single word is
 * taken for a code (upper case), several words for a name.
 */
function prefill(value: string | string[] | undefined) {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) ?? '';
  if (!text) return { colorCode: '', colorName: '' };
  return /\s/.test(text)
    ? { colorCode: '', colorName: text.charAt(0).toUpperCase() + text.slice(1) }
    : { colorCode: text.toUpperCase(), colorName: '' };
}

export default async function NewColourPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await requireAdminPage(adminNewPath('paintColors'));
  const t = getAdminT();
  const makers = await makersForAdmin(admin);
  const filled = prefill((await searchParams).texte);
  return (
    <AdminPage screen="paintColors" title={t('colours.new')} trail={[{ label: t('colours.new') }]}>
      <ColourForm
        makers={makers}
        initial={{
          ...filled,
          category: 'auto',
          manufacturerId: '',
          cssPreview: '',
          specialEffect: '',
          colorCodeLegacy: '',
          availableWater: true,
          availableSolvent: true,
          availableGlossDirect: false,
          isActive: true,
        }}
      />
    </AdminPage>
  );
}
