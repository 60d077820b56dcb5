import { AdminPage } from '@/components/admin/admin-page';
import type { AdminClaim } from '@/lib/admin/guarantee/queries';
import { adminItemPath } from '@/lib/admin/urls';
import { formatLongDate } from '@/lib/format';
import type { GuaranteeSettings } from '@/lib/guarantee-settings';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';
import { claimPhotoPath } from '@/lib/urls';
import { ClaimDecisionForm } from './claim-decision-form';
import { GuaranteeSettingsForm } from './guarantee-settings-form';

/** `/admin/garanties`: the claims to decide, then the test card and guarantee settings. */
export function AdminGuaranteeTemplate({
  claims,
  settings,
}: {
  claims: AdminClaim[];
  settings: GuaranteeSettings;
}) {
  const t = getAdminT();
  return (
    <AdminPage screen="guarantee">
      <p className="text-muted-foreground text-sm">{t('guarantee.intro')}</p>
      <section aria-labelledby="guarantee-queue" className="grid gap-3 rounded-lg border p-4">
        <h2 id="guarantee-queue" className="text-lg font-semibold">
          {t('guarantee.queueTitle')}
        </h2>
        {claims.length === 0 ? (
          <p className="text-sm">{t('guarantee.empty')}</p>
        ) : (
          <ul className="divide-y">
            {claims.map((claim) => (
              <li key={claim.id} className="grid gap-2 py-3 text-sm" data-testid="admin-claim">
                <p className="font-medium">
                  <a
                    href={adminItemPath('orders', claim.orderId)}
                    className="underline underline-offset-4"
                  >
                    {claim.orderNumber}
                  </a>{' '}
                  — {claim.lineName} ({formatCents(claim.lineTotalCents)}) —{' '}
                  {t(`guarantee.statuses.${claim.status}`)}
                </p>
                <p className="text-muted-foreground">
                  {claim.email} · {t('guarantee.filedOn')} {formatLongDate(claim.createdAt)}
                </p>
                <p>{claim.description}</p>
                <p className="flex flex-wrap gap-2">
                  {claim.photos.map((name, index) => (
                    <a key={name} href={claimPhotoPath(name)} className="underline">
                      {t('guarantee.photo', { n: index + 1, number: claim.orderNumber })}
                    </a>
                  ))}
                </p>
                {claim.reason && <p>{claim.reason}</p>}
                {claim.refundCents !== null && (
                  <p>{t('guarantee.refunded', { amount: formatCents(claim.refundCents) })}</p>
                )}
                {claim.status === 'pending' && <ClaimDecisionForm claimId={claim.id} />}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="guarantee-settings" className="grid gap-3 rounded-lg border p-4">
        <h2 id="guarantee-settings" className="text-lg font-semibold">
          {t('guarantee.settingsTitle')}
        </h2>
        <GuaranteeSettingsForm
          initial={{
            testCardPrice: (settings.testCardPriceCents / 100).toFixed(2).replace('.', ','),
            claimDays: String(settings.claimDays),
            conditions: settings.conditions,
          }}
        />
      </section>
    </AdminPage>
  );
}
