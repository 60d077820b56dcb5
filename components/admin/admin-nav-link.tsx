'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** A side-navigation link marked `aria-current="page"` on its own screen and below it. */
export function AdminNavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const current = href === '/admin' ? pathname === href : pathname.startsWith(href);
  return (
    <Link
      href={href}
      prefetch={false}
      aria-current={current ? 'page' : undefined}
      className="hover:bg-accent aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary flex min-h-10 items-center rounded-md px-3 text-sm font-medium"
    >
      {children}
    </Link>
  );
}
