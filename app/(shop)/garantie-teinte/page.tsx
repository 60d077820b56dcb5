import type { Metadata } from 'next';
import { GuaranteeTemplate } from '@/components/guarantee/guarantee-template';
import { cachedGuaranteeSettings } from '@/lib/guarantee/cached';
import { getT } from '@/lib/i18n/server';
import { GUARANTEE_PATH } from '@/lib/urls';

export const metadata: Metadata = {
  title: getT('guarantee')('page.metaTitle'),
  description: getT('guarantee')('page.intro'),
  alternates: { canonical: GUARANTEE_PATH },
};

/** `/garantie-teinte`: the colour-match guarantee's conditions and how to use the test card. */
export default async function GuaranteePage() {
  return <GuaranteeTemplate settings={await cachedGuaranteeSettings()} />;
}
