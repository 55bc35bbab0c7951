import { Resolver } from 'node:dns/promises';
import http from 'node:http';
import type { LookupFunction } from 'node:net';

/** Where an owner publishes the proof: a TXT record, or a file served by the domain over http. */
export const TXT_PREFIX = '_atelier-verification';
export const HTTP_PATH = '/.well-known/atelier-verification.txt';
export const txtName = (hostname: string) => `${TXT_PREFIX}.${hostname}`;
export const proofText = (token: string) => `atelier-verification=${token}`;

export interface DomainVerifierOptions {
  /** TXT lookups (default: the system's resolver). */
  resolveTxt?: (name: string) => Promise<string[][]>;
  /** How the domain's name becomes an address for the HTTP check (default: the system's). */
  lookup?: LookupFunction;
  /** Port of the HTTP check (default 80). */
  httpPort?: number;
  timeoutMs?: number;
}

/**
 * Checks that whoever controls a domain published a site's token: as a TXT record at
 * `_atelier-verification.{domain}`, or as the body of http://{domain}/.well-known/atelier-verification.txt.
 * The HTTP check must reach a server the owner runs: this platform never serves that path for a
 * domain it does not already trust, so pointing a domain here proves nothing on its own.
 */
export class DomainVerifier {
  private readonly resolveTxt: (name: string) => Promise<string[][]>;
  private readonly timeoutMs: number;

  constructor(private readonly options: DomainVerifierOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 5_000;
    if (options.resolveTxt) this.resolveTxt = options.resolveTxt;
    else {
      const resolver = new Resolver({ timeout: this.timeoutMs, tries: 2 });
      this.resolveTxt = (name) => resolver.resolveTxt(name);
    }
  }

  /** 'dns' or 'http' when the token was found there, else null. Never throws. */
  async verify(hostname: string, token: string): Promise<'dns' | 'http' | null> {
    const wanted = proofText(token);
    const records = await this.resolveTxt(txtName(hostname)).catch(() => [] as string[][]);
    if (records.some((chunks) => chunks.join('').trim() === wanted)) return 'dns';
    const body = await this.fetchProof(hostname).catch(() => '');
    return body.split(/\s+/).includes(wanted) ? 'http' : null;
  }

  private fetchProof(hostname: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        {
          host: hostname,
          port: this.options.httpPort ?? 80,
          path: HTTP_PATH,
          headers: { host: hostname, 'user-agent': 'Atelier domain verification' },
          timeout: this.timeoutMs,
          ...(this.options.lookup ? { lookup: this.options.lookup } : {}),
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            return reject(new Error(`status ${response.statusCode}`));
          }
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
            // A proof is one short line; anything longer is not one.
            if (body.length > 4096) request.destroy(new Error('too long'));
          });
          response.on('end', () => resolve(body));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', reject);
    });
  }
}
