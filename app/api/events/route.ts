import { getCaller, isSignedIn } from '@/lib/auth';
import { onOrderInserted } from '@/lib/notifications/listener';

/**
 * Server-Sent Events for a signed-in user: `new-order` with the order number when one of
 * their orders is inserted (an administrator hears every order). Fed by Postgres
 * LISTEN/NOTIFY (lib/notifications/listener.ts). Visitors get 401.
 */
export async function GET(request: Request) {
  const caller = await getCaller();
  if (!isSignedIn(caller)) return new Response(null, { status: 401 });
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const unsubscribe = await onOrderInserted((order) => {
        if (order.userId !== caller.userId && !caller.isAdmin) return;
        send(
          `event: new-order\nid: ${order.id}\ndata: ${JSON.stringify({ id: order.id, orderNumber: order.orderNumber })}\n\n`,
        );
      });
      // A comment every 25 s keeps proxies from closing an idle stream.
      const heartbeat = setInterval(() => send(': ping\n\n'), 25_000);
      stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener('abort', () => {
        stop();
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      });
      send('retry: 5000\n: connecté\n\n');
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}
