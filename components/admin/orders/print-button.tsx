'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog (the admin frame hides itself when printed). */
export function PrintButton() {
  const t = useTranslations('admin.orders.picking');
  return (
    <Button type="button" onClick={() => window.print()} className="print:hidden">
      {t('print')}
    </Button>
  );
}
