'use client';

import { useTranslations } from 'next-intl';
import { saveSiteSettingsAction } from '@/lib/admin/seo/actions';
import { siteSettingsSchema, type SiteSettingsInput } from '@/lib/validation/admin-seo';
import { TextAreaField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/**
 * Social links (footer), default search-engine texts, the consumer mediator and the EPR IDUs
 * (`site_config`), on /admin/seo.
 */
export function SiteSettingsForm({
  initial,
  fallbacks,
}: {
  initial: SiteSettingsInput;
  /** The built-in texts an empty field falls back to. */
  fallbacks: { defaultTitle: string; homeTitle: string };
}) {
  const t = useTranslations('admin.seo');
  const { onSubmit, field, submitting } = useAdminForm({
    schema: siteSettingsSchema,
    defaultValues: initial,
    action: saveSiteSettingsAction,
  });
  const social = (['facebook', 'instagram', 'tiktok'] as const).map((network) => (
    <TextField
      key={network}
      id={`seo-${network}`}
      label={t(`fields.${network}`)}
      help={t(`fields.socialHelp.${network}`)}
      {...field.text(network, { type: 'url', inputMode: 'url' })}
    />
  ));
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-6">
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium">{t('socialLegend')}</legend>
        {social}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium">{t('textsLegend')}</legend>
        <TextField
          id="seo-default-title"
          label={t('fields.defaultTitle')}
          help={t('fields.defaultTitleHelp', { fallback: fallbacks.defaultTitle })}
          {...field.text('defaultTitle')}
        />
        <TextAreaField
          id="seo-default-description"
          label={t('fields.defaultDescription')}
          help={t('fields.defaultDescriptionHelp')}
          {...field.textarea('defaultDescription', { rows: 3 })}
        />
        <TextField
          id="seo-home-title"
          label={t('fields.homeTitle')}
          help={t('fields.homeTitleHelp', { fallback: fallbacks.homeTitle })}
          {...field.text('homeTitle')}
        />
        <TextAreaField
          id="seo-home-description"
          label={t('fields.homeDescription')}
          help={t('fields.homeDescriptionHelp')}
          {...field.textarea('homeDescription', { rows: 3 })}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium">{t('legalLegend')}</legend>
        <TextField
          id="seo-mediator-name"
          label={t('fields.mediatorName')}
          help={t('fields.mediatorNameHelp')}
          {...field.text('mediatorName')}
        />
        <TextField
          id="seo-mediator-url"
          label={t('fields.mediatorUrl')}
          help={t('fields.mediatorUrlHelp')}
          {...field.text('mediatorUrl', { type: 'url', inputMode: 'url' })}
        />
        <TextAreaField
          id="seo-idus"
          label={t('fields.idus')}
          help={t('fields.idusHelp')}
          {...field.textarea('idus', { rows: 3 })}
        />
      </fieldset>
      <FormFooter submitting={submitting} />
    </ReadyForm>
  );
}
