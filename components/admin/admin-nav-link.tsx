'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ADMIN_PATH } from '@/lib/admin/urls';

/**
 * A side-navigation link marked `aria-current="page"` on its own screen and below it. Followed,
 * it closes the navigation's popover (tablets and phones): the frame stays across screens.
 */
export function AdminNavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const current = href === ADMIN_PATH ? pathname === href : pathname.startsWith(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onClick={(event) => event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover()}
      aria-current={current ? 'page' : undefined}
      className="hover:bg-accent aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary flex min-h-10 items-center rounded-md px-3 text-sm font-medium"
    >
      {children}
    </Link>
  );
}
