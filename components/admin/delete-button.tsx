import { getAdminT } from '@/lib/i18n/admin';
import { DeleteDialog, type DeleteButtonProps } from './delete-dialog';

/**
 * « Supprimer » with a confirmation dialog; the server's refusal (« utilisée par 3 produits »)
 * is shown as a French toast and nothing changes. After a deletion the browser goes to
 * `redirectTo` (the list) or the list refreshes. The button's text is the server's (its
 * translator is compiled once for the process); the dialog reads its own texts when opened.
 */
export function DeleteButton(props: DeleteButtonProps) {
  return <DeleteDialog {...props} label={getAdminT()('form.delete')} />;
}
