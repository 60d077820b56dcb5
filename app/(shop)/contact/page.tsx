import type { Metadata } from 'next';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { FormMessages } from '@/components/providers/form-messages';
import { getT } from '@/lib/i18n/server';

const t = getT('contact');

export const metadata: Metadata = {
  title: t('metaTitle'),
  description: t('metaDescription'),
  alternates: { canonical: '/contact' },
};

export default function ContactPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:py-14 lg:grid-cols-[1fr_20rem]">
      <div>
        <h1 className="mb-4 text-3xl font-bold tracking-tight md:text-4xl">{t('title')}</h1>
        <p className="text-muted-foreground mb-8 max-w-2xl text-lg leading-relaxed">{t('intro')}</p>
        <FormMessages>
          <ContactForm />
        </FormMessages>
      </div>
      <ContactDetails />
    </div>
  );
}
