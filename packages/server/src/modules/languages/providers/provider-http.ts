import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from '#platform/security/public-address';
import { ProviderUnavailable } from './provider-errors';

/** How a provider adapter reaches its service. */
export interface ProviderHttpOptions {
  /**
   * Lets calls reach loopback and private addresses. Off in production: an owner's address must
   * not make the server call into its own network. Only a test run with a service on this machine
   * turns it on.
   */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
}

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** Longest answer read: a batch of translated texts is far smaller. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 20_000;

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Resolves a name as the system does, and refuses it when any of its addresses is not public: the
 * check is made on the addresses the connection then uses, so a name that resolves differently
 * the next time (DNS rebinding) gains nothing.
 */
function publicLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const failure: NodeJS.ErrnoException = new Error(`not a public address: ${refused?.address}`);
      failure.code = 'ENOTPUBLIC';
      return callback(failure, []);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/**
 * Sends one JSON or form request to a translation service and reads its JSON answer. Any failure
 * to get an answer (refused address, connection, time-out, an answer too long or not JSON) is a
 * ProviderUnavailable; an answer with an error status is returned for the adapter to read.
 */
export function providerRequest(
  url: URL,
  request: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  options: ProviderHttpOptions = {},
): Promise<ProviderAnswer> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivateAddresses && isIP(host) !== 0 && !isPublicAddress(host)) {
    return Promise.reject(new ProviderUnavailable(`not a public address: ${host}`, true));
  }
  const client = url.protocol === 'https:' ? https : http;
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: request.method,
        headers: {
          accept: 'application/json',
          'user-agent': 'Atelier translation',
          ...(request.body !== undefined ? { 'content-length': Buffer.byteLength(request.body) } : {}),
          ...request.headers,
        },
        timeout,
        ...(options.allowPrivateAddresses ? {} : { lookup: publicLookup }),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) outgoing.destroy(new Error('answer too long'));
          else chunks.push(chunk);
        });
        incoming.on('error', (error) => reject(new ProviderUnavailable(error.message)));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // A proxy's error page or a service that is not the one named: read as no answer.
            if ((incoming.statusCode ?? 500) < 400) {
              return reject(new ProviderUnavailable('the answer is not JSON'));
            }
          }
          resolve({ status: incoming.statusCode ?? 500, body });
        });
      },
    );
    // Across the whole exchange, not only between bytes: a service that trickles is down too.
    const deadline = setTimeout(() => outgoing.destroy(new Error('timed out')), timeout);
    outgoing.on('close', () => clearTimeout(deadline));
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      reject(new ProviderUnavailable(error.message, error.code === 'ENOTPUBLIC')),
    );
    outgoing.end(request.body);
  });
}

/** Splits texts into batches of at most `count` texts and `chars` characters (one text may exceed it alone). */
export function batches(texts: readonly string[], count: number, chars: number): string[][] {
  const result: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const text of texts) {
    if (current.length > 0 && (current.length >= count || size + text.length > chars)) {
      result.push(current);
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length;
  }
  if (current.length > 0) result.push(current);
  return result;
}
