import Stripe from 'stripe';

/**
 * The official client, pointed at Stripe or at another address for its API (apiBase, e.g.
 * http://127.0.0.1:3331, a local stand-in).
 */
export function stripeClient(secretKey: string, apiBase: string | null): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
        }
      : {}),
  });
}
