/** The accountant's exports, by the name of their route (`/api/admin/exports/<kind>`). */
export const EXPORT_KINDS = ['commandes', 'journal-ventes', 'tva', 'e-reporting-b2c'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
