'use client';

import { SearchCombobox } from './search-combobox';

/** The header's search box (desktop): field with the suggestions dropdown. */
export function HeaderSearch() {
  return (
    <div className="hidden w-full max-w-xl md:block">
      <SearchCombobox variant="dropdown" />
    </div>
  );
}
