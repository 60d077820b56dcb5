import { describe, expect, it, vi } from 'vitest';
import { newOrderOf, subscribeNewOrders, type RealtimeClient } from './live';

describe('newOrderOf', () => {
  it('reads an SSE payload and a database row alike, and refuses anything else', () => {
    expect(newOrderOf({ id: 'a', orderNumber: 'NU-1' })).toEqual({ id: 'a', orderNumber: 'NU-1' });
    expect(newOrderOf({ id: 'a', order_number: 'NU-1', total_cents: 4500 })).toEqual({
      id: 'a',
      orderNumber: 'NU-1',
    });
    for (const bad of [
      null,
      'x',
      {},
      { id: 1, order_number: 'NU' },
      { id: 'a', order_number: '' },
    ]) {
      expect(newOrderOf(bad)).toBeNull();
    }
  });
});

describe('subscribeNewOrders', () => {
  it('embedded: listens to /api/events and ignores malformed events', () => {
    const listeners: Record<string, (event: MessageEvent<string>) => void> = {};
    const close = vi.fn();
    const opened: string[] = [];
    const received: unknown[] = [];
    const stop = subscribeNewOrders({ mode: 'listen-notify' }, (o) => received.push(o), {
      eventSource: (url) => {
        opened.push(url);
        return {
          addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => {
            listeners[type] = listener;
          },
          close,
        } as unknown as EventSource;
      },
    });
    expect(opened).toEqual(['/api/events']);
    listeners['new-order']!({ data: '{not json' } as MessageEvent<string>);
    listeners['new-order']!({
      data: JSON.stringify({ id: 'o1', orderNumber: 'NU-7' }),
    } as MessageEvent<string>);
    expect(received).toEqual([{ id: 'o1', orderNumber: 'NU-7' }]);
    stop();
    expect(close).toHaveBeenCalledOnce();
  });

  it('hosted: subscribes to inserts on public.orders through Supabase Realtime', async () => {
    let callback: ((payload: { new: unknown }) => void) | undefined;
    const filters: unknown[] = [];
    const removed: unknown[] = [];
    const channel = {
      on: (_type: string, filter: unknown, cb: (payload: { new: unknown }) => void) => {
        filters.push(filter);
        callback = cb;
        return channel;
      },
      subscribe: vi.fn(),
    };
    const client = {
      channel: vi.fn(() => channel),
      removeChannel: (c: unknown) => removed.push(c),
    } as unknown as RealtimeClient;
    const created: string[][] = [];
    const received: unknown[] = [];
    const stop = subscribeNewOrders(
      { mode: 'supabase', url: 'https://x.supabase.co', anonKey: 'anon' },
      (o) => received.push(o),
      {
        realtimeClient: async (url, key) => {
          created.push([url, key]);
          return client;
        },
      },
    );
    await vi.waitFor(() => expect(channel.subscribe).toHaveBeenCalledOnce());
    expect(created).toEqual([['https://x.supabase.co', 'anon']]);
    expect(filters).toEqual([{ event: 'INSERT', schema: 'public', table: 'orders' }]);
    callback!({ new: { id: 'o2', order_number: 'NU-8', user_id: 'u' } });
    callback!({ new: { id: 'o3' } });
    expect(received).toEqual([{ id: 'o2', orderNumber: 'NU-8' }]);
    stop();
    expect(removed).toEqual([channel]);
  });

  it('hosted: a subscription stopped before the client loads never subscribes', async () => {
    const channel = { on: vi.fn(), subscribe: vi.fn() };
    let resolve!: (client: RealtimeClient) => void;
    const stop = subscribeNewOrders(
      { mode: 'supabase', url: 'https://x.supabase.co', anonKey: 'anon' },
      () => undefined,
      { realtimeClient: () => new Promise((r) => (resolve = r)) },
    );
    stop();
    resolve({ channel: () => channel, removeChannel: vi.fn() } as unknown as RealtimeClient);
    await Promise.resolve();
    await Promise.resolve();
    expect(channel.subscribe).not.toHaveBeenCalled();
  });
});
