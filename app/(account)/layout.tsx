import { ShopShell } from '@/components/layout/shop-shell';
import { FormMessages } from '@/components/providers/form-messages';

/**
 * Account pages (`/profile`, its orders tab, `/reset-password`): the shop's frame around pages
 * that depend on who is signed in. Each page checks its caller through `lib/auth`.
 */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return (
    <ShopShell>
      <FormMessages>{children}</FormMessages>
    </ShopShell>
  );
}
