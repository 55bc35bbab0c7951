import { DONATION_LIMITS, isValidEmail } from '@atelier/domain';
import { z } from 'zod';

/**
 * A visitor's gift as the donation checkout receives it (form post or JSON). The amount is either
 * `amount` (minor units, a suggested one) or `customAmount` (as typed, major units); which of them
 * the block allows, and its bounds, are checked against the published block, never taken from here.
 */
export const DonateBody = z.object({
  amount: z.union([z.number(), z.string().max(30)]).optional(),
  customAmount: z.string().max(30, 'Enter an amount such as 12.50.').optional(),
  frequency: z.enum(['one-time'], { error: 'Donations are one-time for now.' }).optional(),
  message: z
    .string()
    .max(DONATION_LIMITS.message, `Use at most ${DONATION_LIMITS.message} characters.`)
    .optional(),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => isValidEmail(value), 'Enter a valid email address.')
    .optional(),
  name: z
    .string()
    .trim()
    .max(DONATION_LIMITS.donorName, `Use at most ${DONATION_LIMITS.donorName} characters.`)
    .optional(),
  language: z.string().max(35).optional(),
});
export type DonateBody = z.infer<typeof DonateBody>;

export const OrganisationBody = z.object({
  name: z.string({ error: 'Write the name as text.' }).trim().max(200, 'Use at most 200 characters.'),
  address: z.string({ error: 'Write the address as text.' }).trim().max(1000, 'Use at most 1000 characters.'),
  taxNumber: z.string({ error: 'Write the number as text.' }).trim().max(100, 'Use at most 100 characters.'),
});

export const DonationParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });
