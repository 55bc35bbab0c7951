import { DONATION_LIMITS, donationSettingsProblems } from '@atelier/domain';
import { z } from 'zod';

const amount = (name: string) =>
  z
    .number({ error: `Give the ${name} in minor units, as a whole number.` })
    .int(`Give the ${name} in minor units, as a whole number.`)
    .min(DONATION_LIMITS.minAmount, `The ${name} is at least ${DONATION_LIMITS.minAmount}.`)
    .max(DONATION_LIMITS.maxAmount, `The ${name} is at most ${DONATION_LIMITS.maxAmount}.`);

const words = (name: string, max: number) =>
  z.string({ error: `Write the ${name} as text.` }).max(max, `The ${name} holds at most ${max} characters.`);

/**
 * Donation block (type 52) settings, DonationBlockSettings of the domain: the cause (empty while
 * the owner types; the site then shows nothing), an optional fund, words and button label, the
 * suggested amounts and the bounds of a custom amount in minor units of `currency`, and the
 * frequency, which only 'one-time' is today. Amounts outside the bounds, bounds out of order or no
 * amount at all are a 400 naming the field (donationSettingsProblems).
 */
export const donationSettingsSchema = z
  .object({
    cause: words('cause', DONATION_LIMITS.cause),
    fund: words('fund', DONATION_LIMITS.fund).optional(),
    description: words('description', DONATION_LIMITS.description).optional(),
    buttonLabel: words('button label', DONATION_LIMITS.buttonLabel).optional(),
    suggestedAmounts: z
      .array(amount('suggested amount'), { error: 'List the suggested amounts.' })
      .max(DONATION_LIMITS.suggestedAmounts, `Suggest at most ${DONATION_LIMITS.suggestedAmounts} amounts.`),
    allowCustomAmount: z.boolean({ error: 'Use true or false.' }),
    minAmount: amount('smallest amount'),
    maxAmount: amount('largest amount'),
    currency: z.string({ error: 'Name the currency.' }).regex(/^[A-Z]{3}$/, 'Name the currency by its code.'),
    frequency: z.enum(['one-time'], { error: 'Donations are one-time for now.' }),
    allowMessage: z.boolean({ error: 'Use true or false.' }),
  })
  .superRefine((settings, ctx) => {
    for (const [path, message] of Object.entries(donationSettingsProblems(settings)))
      ctx.addIssue({
        code: 'custom',
        message,
        path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      });
  });
