/**
 * Preloaded (`node --import`) into `next start` by the launchers when TRUSTED_PROXY_HOPS is 0
 * (scripts/lib/app-env.ts): before Next sees a request, any forwarding header the client sent
 * is dropped and X-Forwarded-For is set to the socket's address, which a client cannot choose.
 * Next itself keeps a client's X-Forwarded-For and only fills an absent one from the socket
 * (`??=` in next/dist/server/base-server.js), and hands route handlers, server actions and the
 * proxy no other trace of the socket. See docs/decisions/client-address.md.
 */
import http from 'node:http';

const FORWARDING = ['x-forwarded-for', 'x-real-ip', 'forwarded'];
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitWithSocketAddress(event, request, ...rest) {
  if ((event === 'request' || event === 'upgrade') && request && request.headers) {
    for (const name of FORWARDING) delete request.headers[name];
    const address = request.socket && request.socket.remoteAddress;
    if (address) request.headers['x-forwarded-for'] = address;
  }
  return emit.call(this, event, request, ...rest);
};
