'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** « Préparation du paiement sécurisé… » while the intent or Stripe.js is on its way. */
export function PaymentPreparing() {
  const t = useTranslations('payment');
  return (
    <p role="status" className="text-muted-foreground text-sm">
      {t('card.preparing')}
    </p>
  );
}

/** A French refusal or failure of the card payment, with a button to try again. */
export function PaymentProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations('payment');
  return (
    <div className="space-y-3">
      <p role="alert" className="text-destructive text-sm font-medium">
        {message}
      </p>
      <Button type="button" variant="outline" onClick={onRetry}>
        {t('card.retry')}
      </Button>
    </div>
  );
}
