'use server';

import { adminAction } from '@/lib/actions/client';
import { siteSettingsChanged } from '@/lib/cache/invalidate';
import { claimDecisionSchema, guaranteeSettingsSchema } from '@/lib/validation/guarantee';
import { decideClaim, saveGuaranteeSettings } from './manage';

/** `/admin/garanties`: the settings (shown on colour pages and /garantie-teinte) and decisions. */
export const saveGuaranteeSettingsAction = adminAction({
  name: 'admin.guarantee.settings.save',
  input: guaranteeSettingsSchema,
  handler: (input, { caller, action }) =>
    saveGuaranteeSettings(caller, action, {
      testCardPriceCents: input.testCardPrice,
      claimDays: input.claimDays,
      conditions: input.conditions,
    }),
  invalidate: () => siteSettingsChanged(),
});

export const decideClaimAction = adminAction({
  name: 'admin.guarantee.decide',
  input: claimDecisionSchema,
  handler: (input, { caller, action }) => decideClaim(caller, action, input),
});
