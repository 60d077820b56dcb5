import { getAdminT } from '@/lib/i18n/admin';
import { getT } from '@/lib/i18n/server';
import { shadeYears, type ShadeVariant } from '@/lib/colours/shades';

/**
 * The colour's shade variants (issue 41 §1) on its admin page, as the shop offers them, with
 * where to change them: the colour CSV's « variantes » column (lib/admin/colours/shade-csv.ts).
 */
const COLUMNS = ['name', 'code', 'years', 'models'] as const;

export function ColourShades({ shades }: { shades: ShadeVariant[] }) {
  const t = getAdminT();
  const ts = getT('shades');
  return (
    <section aria-labelledby="colour-shades" className="mt-8 flex flex-col gap-3">
      <h2 id="colour-shades" className="text-lg font-semibold">
        {t('colours.shades.title')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('colours.shades.help')}</p>
      {shades.length === 0 ? (
        <p className="text-sm">{t('colours.shades.none')}</p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="admin-colour-shades">
          <thead>
            <tr className="border-b">
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="p-2">
                  {t(`colours.shades.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shades.map((shade) => {
              const years = shadeYears(shade);
              return (
                <tr key={shade.id} className="border-b">
                  <td className="flex items-center gap-2 p-2">
                    <span
                      aria-hidden
                      className="inline-block size-5 rounded border"
                      style={{ background: shade.swatchHex ?? undefined }}
                    />
                    {shade.isStandard
                      ? t('colours.shades.standard', { name: shade.name })
                      : shade.name}
                  </td>
                  <td className="p-2 font-mono">{shade.variantCode ?? '—'}</td>
                  <td className="p-2">{years ? ts(years.key, years.values) : '—'}</td>
                  <td className="p-2">{shade.models ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
