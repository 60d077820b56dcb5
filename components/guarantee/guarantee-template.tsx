import { InfoArticle } from '@/components/info/templates/info-template';
import type { GuaranteeSettings } from '@/lib/guarantee-settings';
import { getT } from '@/lib/i18n/server';
import { formatCents } from '@/lib/money';

const STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;
const CONDITIONS = ['code', 'variant', 'sprayed', 'window'] as const;

/**
 * The guarantee page: the owner's conditions (their text, else the shop's standard list with
 * their number of days), how to claim, and « Comment utiliser la carte test » (anchor
 * `carte-test`, linked from the colour page, the cart line and the confirmation e-mail).
 */
export function GuaranteeTemplate({ settings }: { settings: GuaranteeSettings }) {
  const t = getT('guarantee');
  const days = settings.claimDays;
  return (
    <InfoArticle title={t('page.title')} intro={t('page.intro')}>
      <section id="conditions" className="scroll-mt-24" data-testid="guarantee-conditions">
        <h2 className="mb-3 text-xl font-semibold">{t('page.conditionsTitle')}</h2>
        <div className="grid gap-3 leading-relaxed">
          {settings.conditions ? (
            settings.conditions
              .split(/\n+/)
              .filter(Boolean)
              .map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          ) : (
            <ul className="list-disc pl-6">
              {CONDITIONS.map((key) => (
                <li key={key}>{t(`page.conditions.${key}`, { days })}</li>
              ))}
            </ul>
          )}
          <p>{t('page.claim', { days })}</p>
          <p>{t('page.separate')}</p>
        </div>
      </section>
      <section id="carte-test" className="scroll-mt-24" data-testid="test-card-guide">
        <h2 className="mb-3 text-xl font-semibold">{t('page.testCardTitle')}</h2>
        <div className="grid gap-3 leading-relaxed">
          <p>
            {settings.testCardPriceCents > 0
              ? t('page.testCardPrice', { price: formatCents(settings.testCardPriceCents) })
              : t('page.testCardFree')}
          </p>
          <ol className="list-decimal pl-6">
            {STEPS.map((key) => (
              <li key={key}>{t(`page.steps.${key}`)}</li>
            ))}
          </ol>
        </div>
      </section>
    </InfoArticle>
  );
}
