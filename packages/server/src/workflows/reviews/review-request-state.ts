import type { ReviewRefusal } from '@atelier/site';
import type { Kysely, Transaction } from 'kysely';
import { productsByIds } from '#modules/catalogue/catalogue.queries';
import { orderById, orderLines } from '#modules/orders/orders.queries';
import { validRequestToken } from '#modules/reviews/review-links';
import { ReviewErrors } from '#modules/reviews/reviews.errors';
import { requestById, reviewedProducts } from '#modules/reviews/reviews.queries';
import type { DB, OrderLinesTable, OrdersTable, ReviewRequestsTable } from '#platform/db/schema';
import { reviewableLines } from './reviewable-lines';

type Db = Kysely<DB> | Transaction<DB>;

/** A review request followed from its mail: what is left to review, or why nothing is. */
export interface RequestState {
  request: ReviewRequestsTable;
  order: OrdersTable;
  /** The order's products still in the store, one line each. */
  lines: OrderLinesTable[];
  /** Of those, the ones not reviewed yet. */
  open: OrderLinesTable[];
  /** Why nothing can be reviewed (spec 001 §8), or null while something can. */
  refusal: ReviewRefusal | null;
  /** Pictures of the open products, by product id. */
  images: Map<string, { src: string; alt: string }>;
}

/**
 * The state of the request `id` whose link carried `token`. A wrong id or token is not found (a
 * guess learns nothing); an expired link, an order with nothing left (refunded, products gone) and
 * an order whose every product was reviewed are the spec's three refusals.
 */
export async function requestState(
  db: Db,
  siteId: string,
  id: string,
  token: unknown,
  now: Date,
): Promise<RequestState> {
  const request = await requestById(db, siteId, id);
  if (!request || !validRequestToken(request.token_hash, token)) throw ReviewErrors.requestNotFound();
  const order = await orderById(db, siteId, request.order_id);
  if (!order) throw ReviewErrors.requestNotFound();
  const lines = order.status === 'paid' ? reviewableLines(await orderLines(db, order.id)) : [];
  const products = await productsByIds(
    db,
    siteId,
    lines.map((line) => line.product_id),
  );
  const inStore = new Map(products.map((product) => [product.id, product]));
  const reviewed = await reviewedProducts(db, order.id);
  const kept = lines.filter((line) => inStore.has(line.product_id));
  const open = kept.filter((line) => !reviewed.has(line.product_id));
  const images = new Map<string, { src: string; alt: string }>();
  for (const line of open) {
    const image = inStore.get(line.product_id)?.images[0];
    if (image) images.set(line.product_id, { src: image.src, alt: image.alt });
  }
  let refusal: ReviewRefusal | null = null;
  if (request.expires_at && request.expires_at <= now.toISOString()) refusal = 'expired';
  else if (kept.length === 0) refusal = 'nothing';
  else if (open.length === 0) refusal = 'reviewed';
  return { request, order, lines: kept, open: refusal === 'expired' ? [] : open, refusal, images };
}
