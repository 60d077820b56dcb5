import 'server-only';
import pg from 'pg';
import { databaseUrl } from '@/lib/env';
import { logger } from '@/lib/log/server';

/**
 * New orders, live (spec section 7 « Realtime subscription to inserts on orders »): the
 * `orders_notify_insert` trigger (migration 0002) sends `pg_notify('order_inserted', …)`; each
 * server instance keeps one connection that LISTENs and hands the events to its open
 * Server-Sent Events streams. Every instance listens to the same database, so an order
 * inserted through any of them reaches every browser.
 */
export type OrderInserted = { id: string; orderNumber: string; userId: string | null };
type Listener = (event: OrderInserted) => void;

type Holder = {
  client?: pg.Client;
  connecting?: Promise<void>;
  listeners: Set<Listener>;
  retry?: ReturnType<typeof setTimeout>;
};
const holder = globalThis as unknown as { __nuancierOrders?: Holder };
holder.__nuancierOrders ??= { listeners: new Set() };
const state = holder.__nuancierOrders;

const ORDER_CHANNEL = 'order_inserted';

function parseOrderPayload(payload: string | undefined): OrderInserted | null {
  try {
    const value = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (typeof value.id !== 'string' || typeof value.order_number !== 'string') return null;
    return {
      id: value.id,
      orderNumber: value.order_number,
      userId: typeof value.user_id === 'string' ? value.user_id : null,
    };
  } catch {
    return null;
  }
}

function drop(client: pg.Client) {
  if (state.client !== client) return;
  state.client = undefined;
  client.end().catch(() => undefined);
  if (state.listeners.size > 0 && !state.retry) {
    state.retry = setTimeout(() => {
      state.retry = undefined;
      void connect();
    }, 2000);
  }
}

function connect(): Promise<void> {
  if (state.client) return Promise.resolve();
  state.connecting ??= (async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    client.on('notification', (message) => {
      if (message.channel !== ORDER_CHANNEL) return;
      const event = parseOrderPayload(message.payload);
      if (event) for (const listener of state.listeners) listener(event);
    });
    client.on('error', (error) => {
      logger.error({ reason: error.message }, 'écoute des commandes interrompue');
      drop(client);
    });
    client.on('end', () => drop(client));
    await client.connect();
    await client.query(`LISTEN ${ORDER_CHANNEL}`);
    state.client = client;
  })()
    .catch((error: unknown) => {
      logger.error(
        { reason: error instanceof Error ? error.message : String(error) },
        'écoute des commandes impossible',
      );
      state.retry ??= setTimeout(() => {
        state.retry = undefined;
        if (state.listeners.size > 0) void connect();
      }, 2000);
    })
    .finally(() => {
      state.connecting = undefined;
    });
  return state.connecting;
}

/** Calls `listener` for each new order until the returned function is called. */
export async function onOrderInserted(listener: Listener): Promise<() => void> {
  state.listeners.add(listener);
  await connect();
  return () => {
    state.listeners.delete(listener);
    if (state.listeners.size === 0 && state.client) {
      const client = state.client;
      state.client = undefined;
      client.end().catch(() => undefined);
    }
  };
}
