/**
 * The words of a product's badges. The badges are the SoldOutBadge and SaleBadge components; the
 * variant picker writes the same badges in the browser, where no React runs, from these words.
 */
export const SOLD_OUT_TEXT = 'Sold out';
export const SALE_TEXT = 'Sale';
