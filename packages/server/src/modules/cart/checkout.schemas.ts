import { z } from 'zod';

const field = (max = 200) => z.string().trim().max(max).default('');
export const AddressInput = z.object({
  name: field(),
  line1: field(),
  line2: field(),
  city: field(),
  region: field(10),
  postalCode: field(20),
  country: z.string().trim().toUpperCase().max(2, 'Choose a country.').default(''),
});

export const CheckoutBody = z.object({
  email: z.email('Enter an email address.').max(320),
  shippingAddress: AddressInput.nullable().default(null),
  billingAddress: AddressInput.nullable().default(null),
  shippingRateId: z.string().max(40).nullable().default(null),
});

export const QuoteBody = z.object({
  shippingAddress: AddressInput.nullable().default(null),
  shippingRateId: z.string().max(40).nullable().default(null),
});
