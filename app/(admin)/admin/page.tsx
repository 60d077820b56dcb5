import { getT } from '@/lib/i18n/server';

/** Per request: the layout reads the session. */
export const instant = false;

/** Placeholder of the dashboard (admin area, part 2); only an administrator ever reaches it. */
export default function AdminHome() {
  return <h1 className="p-6 text-2xl font-semibold">{getT('admin')('title')}</h1>;
}
