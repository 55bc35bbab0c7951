import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart.queries';

const id = z.string().regex(/^[0-9a-f]{24}$/, 'Not a variant id.');
const quantity = z
  .number({ error: 'Enter a quantity.' })
  .int('Enter a whole number.')
  .min(0, 'Use a quantity of 0 or more.')
  .max(MAX_LINE_QUANTITY, `Use at most ${MAX_LINE_QUANTITY}.`);

export const AddToCart = z.object({
  variantId: id,
  quantity: quantity.min(1, 'Use a quantity of 1 or more.').default(1),
});
export const SetQuantity = z.object({ quantity });
export const VariantParams = z.object({ variantId: id });
export const ApplyCoupon = z.object({ code: z.string().trim().min(1, 'Enter a coupon code.').max(40) });
