import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config/config';
import { DomainVerifier, HTTP_PATH, proofText } from './domain-verifier';

const TOKEN = 'token-for-the-check';
const noTxt = async (): Promise<string[][]> => {
  throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
};

describe('the HTTP proof of a custom domain never fetches from a private address', () => {
  let server: http.Server;
  let port: number;
  const seen: { host?: string; url?: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push({ host: request.headers.host, url: request.url });
      response.writeHead(request.url === HTTP_PATH ? 200 : 404, { 'content-type': 'text/plain' });
      response.end(proofText(TOKEN));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const verifier = (addresses: string[], allowPrivateAddresses?: boolean) =>
    new DomainVerifier({
      httpPort: port,
      resolveTxt: noTxt,
      resolveAddresses: async () => addresses,
      allowPrivateAddresses,
      timeoutMs: 2_000,
    });

  it('refuses a name that resolves to loopback, private, link-local or metadata addresses, and sends nothing', async () => {
    for (const addresses of [
      ['127.0.0.1'],
      ['10.0.0.5'],
      ['192.168.1.10'],
      ['169.254.169.254'],
      ['::1'],
      ['::ffff:127.0.0.1'],
      ['fd00:ec2::254'],
      // A public first answer does not hide a private one behind it.
      ['93.184.216.34', '127.0.0.1'],
    ]) {
      const result = await verifier(addresses).check('shop.example', TOKEN);
      expect(result.method, addresses.join()).toBeNull();
      expect(result.refusedAddress, addresses.join()).toBe(addresses.at(-1));
    }
    expect(seen).toEqual([]);
  });

  it('connects to the checked address itself, naming the domain in Host, when private addresses are allowed', async () => {
    // The name resolves nowhere on this machine: the request can only have gone to the checked address.
    const result = await verifier(['127.0.0.1'], true).check('proof.invalid', TOKEN);
    expect(result).toEqual({ method: 'http' });
    expect(seen.at(-1)).toEqual({ host: 'proof.invalid', url: HTTP_PATH });
  });

  it('keeps private addresses refused unless the configuration says otherwise', () => {
    expect(loadConfig({}).domainProofPrivateAddresses).toBe(false);
    expect(loadConfig({ DOMAIN_PROOF_PRIVATE_ADDRESSES: 'true' }).domainProofPrivateAddresses).toBe(true);
  });

  it('finds nothing for a name that does not resolve', async () => {
    expect(await verifier([]).check('nowhere.invalid', TOKEN)).toEqual({ method: null });
  });
});
