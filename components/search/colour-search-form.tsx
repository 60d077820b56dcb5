import type { Manufacturer } from '@/lib/colours/types';
import { COLOUR_CATEGORIES } from '@/lib/colours/slug';
import { searchText } from '@/lib/search/text';
import { Button } from '@/components/ui/button';

/** The colour search form (plain GET): a term and, on /recherche-couleur, a maker picker. */
export function ColourSearchForm({
  action,
  term,
  makers,
  makerSlug,
}: {
  action: string;
  term: string;
  /** Null: no picker. */
  makers: Array<Pick<Manufacturer, 'id' | 'slug' | 'name' | 'category'>> | null;
  makerSlug: string | null;
}) {
  const t = searchText();
  const field =
    'border-input bg-background focus-visible:border-ring focus-visible:ring-ring/50 h-10 w-full rounded-md border px-3 text-base shadow-xs outline-none focus-visible:ring-[3px]';
  return (
    <form
      action={action}
      role="search"
      className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('colourTermLabel')}
        <input
          type="search"
          name="q"
          defaultValue={term}
          maxLength={200}
          placeholder={t('colourPlaceholder')}
          className={field}
        />
      </label>
      {makers && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('makerLabel')}
          <select name="manufacturer" defaultValue={makerSlug ?? ''} className={`${field} sm:w-64`}>
            <option value="">{t('anyMaker')}</option>
            {COLOUR_CATEGORIES.map((category) => {
              const inCategory = makers.filter((m) => m.category === category.slug);
              return inCategory.length === 0 ? null : (
                <optgroup key={category.slug} label={category.name}>
                  {inCategory.map((m) => (
                    <option key={m.id} value={m.slug}>
                      {m.name}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        </label>
      )}
      <Button type="submit" size="lg">
        {t('submit')}
      </Button>
    </form>
  );
}
