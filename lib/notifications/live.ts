'use client';

/**
 * Where the browser hears of a new order (spec section 7: « Realtime subscription to inserts on
 * orders »), by runtime mode (`lib/env.ts` → `runtimeMode.realtime`):
 * - embedded: Server-Sent Events from `/api/events`, fed by Postgres LISTEN/NOTIFY, so every
 *   server instance hears every insert;
 * - hosted: Supabase Realtime `postgres_changes` on `public.orders` (migration
 *   0010_realtime_orders adds the table to the `supabase_realtime` publication). Realtime
 *   applies the table's RLS (own orders, every order for an administrator), the same rule as
 *   `/api/events`. supabase-js is loaded only in that mode.
 */
export type LiveConfig =
  { mode: 'listen-notify' } | { mode: 'supabase'; url: string; anonKey: string };

export type NewOrder = { id: string; orderNumber: string };

/** An order row or event payload, if it has what a notice needs. */
export function newOrderOf(value: unknown): NewOrder | null {
  if (!value || typeof value !== 'object') return null;
  const row = value as Record<string, unknown>;
  const id = row.id;
  const orderNumber = row.orderNumber ?? row.order_number;
  if (typeof id !== 'string' || typeof orderNumber !== 'string' || !orderNumber) return null;
  return { id, orderNumber };
}

type Channel = {
  on(
    type: 'postgres_changes',
    filter: { event: 'INSERT'; schema: 'public'; table: 'orders' },
    callback: (payload: { new: unknown }) => void,
  ): Channel;
  subscribe(): unknown;
};
export type RealtimeClient = {
  channel(name: string): Channel;
  removeChannel(channel: Channel): unknown;
};
type Dependencies = {
  eventSource?: (url: string) => Pick<EventSource, 'addEventListener' | 'close'>;
  realtimeClient?: (url: string, anonKey: string) => Promise<RealtimeClient>;
};

async function supabaseClient(url: string, anonKey: string): Promise<RealtimeClient> {
  const { createBrowserClient } = await import('@supabase/ssr');
  return createBrowserClient(url, anonKey) as unknown as RealtimeClient;
}

/** Calls `onOrder` for each new order the signed-in user may see; returns the unsubscribe. */
export function subscribeNewOrders(
  config: LiveConfig,
  onOrder: (order: NewOrder) => void,
  deps: Dependencies = {},
): () => void {
  if (config.mode === 'listen-notify') {
    const source = (deps.eventSource ?? ((url) => new EventSource(url)))('/api/events');
    source.addEventListener('new-order', (event) => {
      try {
        const order = newOrderOf(JSON.parse((event as MessageEvent<string>).data));
        if (order) onOrder(order);
      } catch {
        // A malformed event is ignored.
      }
    });
    return () => source.close();
  }
  let closed = false;
  let stop = () => {};
  void (deps.realtimeClient ?? supabaseClient)(config.url, config.anonKey).then((client) => {
    if (closed) return;
    const channel = client
      .channel('nouvelles-commandes')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'orders' }, (payload) => {
        const order = newOrderOf(payload.new);
        if (order) onOrder(order);
      });
    channel.subscribe();
    stop = () => void client.removeChannel(channel);
  });
  return () => {
    closed = true;
    stop();
  };
}
