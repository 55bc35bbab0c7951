/**
 * n / d rounded half away from zero, in integers only: tax and discounts are rounded this way per
 * line. d must be positive; n and d must keep 2|n| + d within the safe integer range.
 */
export function divideRoundHalfAway(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d <= 0) {
    throw new RangeError(`divideRoundHalfAway needs safe integers and d > 0, got ${n} / ${d}`);
  }
  const q = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 ? -q : q;
}

/**
 * Splits an amount over weights (the lines' amounts) in proportion, each share rounded down and the
 * remainder put on the last line, so the shares always add up to exactly the amount.
 */
export function spreadOver(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0) return [];
  if (total <= 0) return weights.map((_, i) => (i === weights.length - 1 ? amount : 0));
  const shares = weights.map((w) => Math.floor((amount * w) / total));
  const given = shares.slice(0, -1).reduce((sum, s) => sum + s, 0);
  shares[shares.length - 1] = amount - given;
  return shares;
}
