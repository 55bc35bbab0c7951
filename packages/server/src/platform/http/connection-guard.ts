import type http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from '#config/connection-limits';

/** Node's own deadlines for the headers and the whole request, as options of `http.createServer`. */
export const deadlineOptions = (limits: ConnectionLimits): http.ServerOptions => ({
  headersTimeout: limits.headersTimeoutMs,
  requestTimeout: limits.requestTimeoutMs,
  // Node checks both deadlines on this interval; the default (30 s) would let one run late by as much.
  connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
});

/**
 * Guards a server (made with `deadlineOptions`) against clients that open connections and send
 * slowly: a minimum pace for request bodies, and a cap on connections per address. `exempt` names
 * addresses the cap does not apply to (the trusted proxies, which carry many visitors).
 */
export function guardConnections(
  server: http.Server,
  limits: ConnectionLimits,
  exempt: (address: string) => boolean = () => false,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });

  server.on('request', (request: http.IncomingMessage) => {
    // A request whose body is already all here (or that has none) needs no watching.
    if (request.complete) return;
    const socket = request.socket;
    const floor = (limits.bodyMinBytesPerSecond * limits.bodyTimeoutMs) / 1000;
    let seen = socket.bytesRead;
    const stop = () => clearInterval(timer);
    const timer = setInterval(() => {
      if (request.complete || socket.destroyed) {
        stop();
        return;
      }
      const now = socket.bytesRead;
      // Bytes waiting for the server to read them: the pause is ours (a slow disk, a busy
      // handler), not the client's.
      if (request.readableLength > 0) {
        seen = now;
        return;
      }
      if (now - seen < Math.max(1, floor)) {
        stop();
        socket.destroy();
        return;
      }
      seen = now;
    }, limits.bodyTimeoutMs);
    timer.unref();
    // The request closes when its answer is sent or its connection ends (a keep-alive connection
    // carries many requests, so nothing is hung on the socket itself).
    request.once('close', stop);
  });
}
