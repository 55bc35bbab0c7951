import type { OrderLinesTable } from '#platform/db/schema';

/** Product types a customer reviews: physical 1, digital 2, service 3 (spec 001 §3). */
const REVIEWABLE_TYPES = new Set([1, 2, 3]);

/** An order's lines a customer may review: one per product (two variants of it are one review). */
export function reviewableLines(lines: OrderLinesTable[]): OrderLinesTable[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    if (!REVIEWABLE_TYPES.has(line.product_type) || seen.has(line.product_id)) return false;
    seen.add(line.product_id);
    return true;
  });
}
