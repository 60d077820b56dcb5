import 'server-only';
import { env, runtimeMode } from '@/lib/env';
import type { LiveConfig } from './live';

/** How this deployment's browsers hear of new orders (sent with `/api/auth/session`). */
export function liveConfig(): LiveConfig {
  return runtimeMode.realtime === 'supabase'
    ? {
        mode: 'supabase',
        url: env.NEXT_PUBLIC_SUPABASE_URL!,
        anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
      }
    : { mode: 'listen-notify' };
}
