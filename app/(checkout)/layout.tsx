import { ShopShell } from '@/components/layout/shop-shell';
import { FormMessages } from '@/components/providers/form-messages';

/**
 * Checkout and payment return pages (`/checkout`, `/payment-success`, `/paypal-return`). Each
 * page prices the cart through the server's pricing function and checks its caller.
 */
export default function CheckoutLayout({ children }: { children: React.ReactNode }) {
  return (
    <ShopShell>
      <FormMessages>{children}</FormMessages>
    </ShopShell>
  );
}
