import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/**
 * The admin forms' submit row: « Enregistrer », « Créer » for an item not saved yet,
 * « Enregistrement… » while the action runs (the button disabled). `className` places the row
 * in the form's grid (`sm:col-span-2`).
 */
export function FormFooter({
  submitting,
  creating = false,
  className,
}: {
  submitting: boolean;
  creating?: boolean;
  className?: string;
}) {
  const t = useTranslations('admin.form');
  return (
    <div className={className}>
      <Button type="submit" disabled={submitting}>
        {submitting ? t('saving') : creating ? t('create') : t('save')}
      </Button>
    </div>
  );
}
