import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

/** A message as the SMTP server received it, its MIME decoded enough for assertions. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string | null;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Data transfers answered so far, accepted or not. */
  deliveries: number;
  /** While set, every message is refused with this text (a 451 temporary failure). */
  refuseWith: string | null;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no TLS, authentication optional) that keeps what it accepts. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: Omit<TestSmtpServer, 'url' | 'close'> = { received: [], deliveries: 0, refuseWith: null };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.deliveries += 1;
        if (state.refuseWith) {
          const error = Object.assign(new Error(state.refuseWith), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({
          ...parseMessage(raw),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((to) => to.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://user:secret@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding?.toLowerCase() !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A message's text and HTML parts, from a single part or a multipart/alternative. */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1, -1)) {
      const at = section.indexOf('\r\n\r\n');
      const partHeaders = parseHeaders(section.slice(0, at).replace(/^\r\n/, ''));
      parts.push({
        type: partHeaders.get('content-type') ?? '',
        content: decodeBody(
          section.slice(at + 4).replace(/\r\n$/, ''),
          partHeaders.get('content-transfer-encoding'),
        ),
      });
    }
  } else {
    parts.push({
      type: headers.get('content-type') ?? 'text/plain',
      content: decodeBody(body, headers.get('content-transfer-encoding')),
    });
  }
  const normalise = (text: string) => text.replace(/\r\n/g, '\n').replace(/\n$/, '');
  const text = parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '';
  const html = parts.find((part) => part.type.startsWith('text/html'))?.content ?? null;
  return {
    headers,
    subject: headers.get('subject') ?? '',
    text: normalise(text),
    html: html === null ? null : normalise(html),
  };
}

/** Resolves once `condition` holds (checked every 10 ms, for at most 30 s), naming `what` if not. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error(`still waiting for ${what}`);
    },
    { timeout: 30_000, interval: 10 },
  );
}
