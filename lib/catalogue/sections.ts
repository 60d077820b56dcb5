/**
 * The shop's four catalogue sections, with their French names and addresses. Categories are
 * rows of the database (the admin adds some): menus, pages and listing URLs read them there;
 * the seed's are in supabase/seed/data/categories.ts.
 */
export type SectionKey = 'carrosserie' | 'outillage' | 'equipement' | 'detailing';

export const SECTIONS: ReadonlyArray<{
  key: SectionKey;
  path: string;
  name: string;
  menuLabel: string;
}> = [
  {
    key: 'carrosserie',
    path: '/produits-carrosserie',
    name: 'Produits carrosserie',
    menuLabel: 'Produits carrosserie',
  },
  {
    key: 'outillage',
    path: '/materiel-outillage',
    name: 'Matériel et outillage',
    menuLabel: 'Matériel & outillage',
  },
  { key: 'equipement', path: '/equipement', name: 'Équipement d’atelier', menuLabel: 'Équipement' },
  { key: 'detailing', path: '/detailing', name: 'Detailing', menuLabel: 'Detailing' },
];

export function sectionOf(key: string) {
  return SECTIONS.find((s) => s.key === key);
}
