import { CartTemplate } from '@/components/cart/templates/cart-template';
import { FormMessages } from '@/components/providers/form-messages';
import { cachedDispatchSettings } from '@/lib/dispatch/cached';
import { CART_PATH } from '@/lib/urls';
import { getT } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';

const t = getT('cart');

export const metadata = pageMetadata({
  title: t('title'),
  description: t('description'),
  path: CART_PATH,
  noindex: true,
});

/**
 * The visitor's cart (local storage): a static shell, the lines render in the browser; the
 * dispatch rules (not a date) are part of the shell.
 */
export default async function Page() {
  const dispatch = await cachedDispatchSettings();
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{t('heading')}</h1>
      <FormMessages>
        <CartTemplate dispatch={dispatch} />
      </FormMessages>
    </div>
  );
}
