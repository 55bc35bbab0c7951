import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { getOverSocket } from '#testing/socket-get';
import { createTestApp } from '#testing/test-app';

/** A raw connection that records when the server closes it. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const state = { closed: false, received: '' };
  socket.on('data', (chunk) => {
    state.received += chunk.toString('latin1');
  });
  socket.on('close', () => {
    state.closed = true;
  });
  socket.on('error', () => {});
  const ready = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, state, ready };
}

// A route that reads its body before anything else answers; 100 KB is within its body limit.
const slowPost = (host: string) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`;

describeEachDatabase('slow clients', (database) => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    // A body must bring 500 bytes a second, checked every 400 ms; at most 3 connections per address.
    app = await createTestApp(database.current, {
      BODY_TIMEOUT_MS: '400',
      BODY_MIN_BYTES_PER_SECOND: '500',
      MAX_CONNECTIONS_PER_ADDRESS: '3',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it('closes a connection whose body trickles in', async () => {
    const slow = connect(port);
    await slow.ready;
    slow.socket.write(slowPost('localhost'));
    // One more byte now and then, far below the pace asked for: the server still cuts it.
    const trickle = setInterval(() => slow.socket.write(' '), 150);
    try {
      await expect.poll(() => slow.state.closed, { timeout: 30_000 }).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    // Cut, not answered: nothing was sent back.
    expect(slow.state.received).toBe('');
  });

  it('keeps a body that arrives at a normal pace, and a request that waits on the server', async () => {
    const steady = connect(port);
    await steady.ready;
    const body = JSON.stringify({ padding: 'x'.repeat(4000) });
    steady.socket.write(
      `POST /api/does-not-exist HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // 1,000 bytes every 200 ms: 5,000 bytes a second, ten times the floor.
    for (let at = 0; at < body.length; at += 1000) {
      steady.socket.write(body.slice(at, at + 1000));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await expect.poll(() => steady.state.received, { timeout: 30_000 }).toMatch(/^HTTP\/1\.1 \d{3}/);
    expect(steady.state.received).not.toMatch(/^HTTP\/1\.1 5/);
  });

  it('refuses connections past the cap for one address, and takes them again once some close', async () => {
    const held = [connect(port), connect(port), connect(port)];
    await Promise.all(held.map((c) => c.ready));
    const extra = connect(port);
    await extra.ready;
    await expect.poll(() => extra.state.closed, { timeout: 30_000 }).toBe(true);
    expect(held.every((c) => !c.state.closed)).toBe(true);
    for (const c of held) c.socket.destroy();
    const answered = async () =>
      (await getOverSocket(port, '/api/auth/session', { host: 'localhost' }).catch(() => null))?.status;
    await expect.poll(answered).toBe(200);
  });
});
