import 'server-only';
import { getAdminT } from '@/lib/i18n/admin';

type Translate = (key: string) => string;

/** A label from `admin.audit.<group>`, or the stored name itself for one without a label. */
function labelOf(group: 'actions' | 'entities', name: string): string {
  const t = getAdminT() as unknown as Translate & { has: (key: string) => boolean };
  const key = `audit.${group}.${name}`;
  return t.has(key) ? t(key) : name;
}

/** What an audit entry's action says to the owner: « Virement marqué reçu », not its code name. */
export const auditActionLabel = (action: string) => labelOf('actions', action);

/** What was changed, in French: « Commande », « Produit »… */
export const auditEntityLabel = (entity: string) => labelOf('entities', entity);
