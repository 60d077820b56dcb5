import { getAdminT } from '@/lib/i18n/admin';
import { getT } from '@/lib/i18n/server';
import { shadeYears } from '@/lib/colours/shades';
import { deleteShadeAction } from '@/lib/admin/colours/actions';
import type { AdminShade } from '@/lib/admin/colours/shade-admin';
import type { ShadeInput } from '@/lib/validation/admin-shades';
import { DeleteButton } from '../delete-button';
import { ShadeEditor } from './shade-editor';

/**
 * The colour's shade variants (issue 41 §1) on its admin page, as the shop offers them: each
 * one « Modifier » (a dialog) and « Supprimer » (confirmed), and « Ajouter une variante ». The
 * colour CSV's « variantes » column (lib/admin/colours/shade-csv.ts) changes them all at once.
 */
const COLUMNS = ['name', 'code', 'years', 'models'] as const;

const text = (value: string | number | null) => (value === null ? '' : String(value));

function formValues(colourId: string, shade?: AdminShade): ShadeInput {
  return {
    ...(shade ? { id: shade.id } : {}),
    colourId,
    name: shade?.name ?? '',
    variantCode: text(shade?.variantCode ?? null),
    yearFrom: text(shade?.yearFrom ?? null),
    yearTo: text(shade?.yearTo ?? null),
    models: text(shade?.models ?? null),
    swatchHex: text(shade?.swatchHex ?? null),
    isStandard: shade?.isStandard ?? false,
    position: String(shade?.position ?? 0),
  };
}

export function ColourShades({ colourId, shades }: { colourId: string; shades: AdminShade[] }) {
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
              <th scope="col" className="p-2">
                {t('colours.shades.actions')}
              </th>
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
                  <td className="flex gap-2 p-2">
                    <ShadeEditor initial={formValues(colourId, shade)} name={shade.name} />
                    <DeleteButton
                      id={shade.id}
                      name={shade.name}
                      action={deleteShadeAction}
                      size="sm"
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div>
        <ShadeEditor initial={formValues(colourId)} />
      </div>
    </section>
  );
}
