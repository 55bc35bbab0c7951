import type { Kysely } from 'kysely';
import { claimCart, copyCart, latestMemberCart } from '#modules/cart/member-carts.queries';
import type { DB } from '#platform/db/schema';

/**
 * The cart a member has once signed in: the one this browser was filling goes with the account;
 * a browser with none gets back the cart the member left filled elsewhere. The cart id the
 * browser should hold, or null when there is none.
 */
export async function cartAtSignIn(
  db: Kysely<DB>,
  siteId: string,
  memberId: string,
  browserCart: string | null,
): Promise<string | null> {
  if (browserCart) {
    await claimCart(db, siteId, browserCart, memberId);
    return browserCart;
  }
  return latestMemberCart(db, siteId, memberId);
}

/**
 * What the browser keeps of the cart when its member signs out: with `cloneCart` (spec 001 §7) a
 * copy belonging to nobody, the original staying with the account; otherwise nothing. The cart id
 * the browser should hold, or null.
 */
export async function cartAtSignOut(
  db: Kysely<DB>,
  siteId: string,
  browserCart: string | null,
  cloneCart: boolean,
): Promise<string | null> {
  if (!browserCart || !cloneCart) return null;
  return copyCart(db, siteId, browserCart);
}
