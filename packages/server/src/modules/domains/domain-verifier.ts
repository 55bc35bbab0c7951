import { Resolver, lookup as systemLookup } from 'node:dns/promises';
import http from 'node:http';
import { isPublicAddress } from '#platform/security/public-address';

/** Where an owner publishes the proof: a TXT record, or a file served by the domain over http. */
export const TXT_PREFIX = '_atelier-verification';
export const HTTP_PATH = '/.well-known/atelier-verification.txt';
export const txtName = (hostname: string) => `${TXT_PREFIX}.${hostname}`;
export const proofText = (token: string) => `atelier-verification=${token}`;

export interface DomainVerifierOptions {
  /** TXT lookups (default: the system's resolver). */
  resolveTxt?: (name: string) => Promise<string[][]>;
  /** Every address the domain's name resolves to, for the HTTP check (default: the system's). */
  resolveAddresses?: (hostname: string) => Promise<string[]>;
  /**
   * Lets the HTTP check reach loopback and private addresses. Off by default: a domain pointed at
   * 127.0.0.1, 10.x or 169.254.169.254 must not make the server fetch from its own network. Only a
   * test run that proves domains served on this machine turns it on (DOMAIN_PROOF_PRIVATE_ADDRESSES).
   */
  allowPrivateAddresses?: boolean;
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
    return (await this.check(hostname, token)).method;
  }

  /**
   * As verify, and names the address the HTTP check refused to reach, if it refused one. Never
   * throws.
   */
  async check(
    hostname: string,
    token: string,
  ): Promise<{ method: 'dns' | 'http' | null; refusedAddress?: string }> {
    const wanted = proofText(token);
    const records = await this.resolveTxt(txtName(hostname)).catch(() => [] as string[][]);
    if (records.some((chunks) => chunks.join('').trim() === wanted)) return { method: 'dns' };
    const addresses = await this.addressesOf(hostname).catch(() => [] as string[]);
    const refused = this.options.allowPrivateAddresses
      ? undefined
      : addresses.find((a) => !isPublicAddress(a));
    // Every address is checked, not only the first: the name could resolve differently next time.
    if (refused) return { method: null, refusedAddress: refused };
    const address = addresses[0];
    if (!address) return { method: null };
    const body = await this.fetchProof(hostname, address).catch(() => '');
    return { method: body.split(/\s+/).includes(wanted) ? 'http' : null };
  }

  private async addressesOf(hostname: string): Promise<string[]> {
    if (this.options.resolveAddresses) return this.options.resolveAddresses(hostname);
    return (await systemLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
  }

  /**
   * Connects to the address that was checked (never resolving the name again, which a rebinding DNS
   * server could answer differently) and names the domain in Host. Redirects are not followed.
   */
  private fetchProof(hostname: string, address: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        {
          host: address,
          port: this.options.httpPort ?? 80,
          path: HTTP_PATH,
          headers: { host: hostname, 'user-agent': 'Atelier domain verification' },
          timeout: this.timeoutMs,
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
