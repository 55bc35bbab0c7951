import { currencyInfo } from './currencies';
import { formatMoney, MAX_PRODUCT_PRICE } from './money';
import { parseMoneyInput } from './money-input';

/**
 * Donation block (spec 001 §3 block type 52): a cause or fund the visitor gives to, suggested
 * amounts and a custom amount within the owner's bounds, and an optional message. Its form leads to
 * the donation checkout, `/checkout/donate?donatePageId={the block's id}` (spec 000 §2), where the
 * server reads the cause, the fund and the bounds from the published block, never from the query.
 */
export type DonationFrequency = 'one-time';

/**
 * How often a donor gives. Only one-time giving exists today; monthly giving arrives with the
 * subscriptions (it adds 'monthly' here and a renewal workflow), so every donation records its
 * frequency already.
 */
export const DONATION_FREQUENCIES: readonly DonationFrequency[] = ['one-time'];

export interface DonationBlockSettings {
  /** What the visitor gives to, e.g. "Community kiln fund": the heading and the receipt's words. */
  cause: string;
  /** The fund the owner's books put it in (optional; shown under the cause and on the receipt). */
  fund?: string;
  /** A few words under the heading. */
  description?: string;
  /** Suggested amounts in minor units of `currency`, each within the bounds. */
  suggestedAmounts: number[];
  /** Whether the visitor may type an amount of their own, between minAmount and maxAmount. */
  allowCustomAmount: boolean;
  minAmount: number;
  maxAmount: number;
  /** The store's currency when the owner set the amounts: what the block shows them in. */
  currency: string;
  frequency: DonationFrequency;
  /** Offer a field for a message to the organisation. */
  allowMessage: boolean;
  buttonLabel?: string;
}

/** The bounds the server holds a Donation block to and the editor's inputs show. */
export const DONATION_LIMITS = {
  cause: 120,
  fund: 120,
  description: 1000,
  buttonLabel: 60,
  suggestedAmounts: 6,
  /** A donation of less than one minor unit is none. */
  minAmount: 1,
  maxAmount: MAX_PRODUCT_PRICE,
  /** The visitor's message, and the donor's name. */
  message: 1000,
  donorName: 200,
} as const;

/** The words a donation form starts with in the editor (the owner changes them). */
export const DONATION_DEFAULT_MINOR = { min: 500, max: 100_000, suggested: [1000, 2500, 5000] } as const;

/**
 * Why an amount a visitor chose cannot be given, or null: an integer of minor units, one of the
 * suggested amounts, or (custom amounts allowed) within the owner's bounds.
 */
export function donationAmountProblem(
  amount: number,
  settings: Pick<
    DonationBlockSettings,
    'suggestedAmounts' | 'allowCustomAmount' | 'minAmount' | 'maxAmount' | 'currency'
  >,
): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'Choose an amount to give.';
  if (settings.suggestedAmounts.includes(amount)) return null;
  if (!settings.allowCustomAmount) return 'Choose one of the amounts offered.';
  if (amount < settings.minAmount || amount > settings.maxAmount)
    return donationBoundsMessage(settings.minAmount, settings.maxAmount, settings.currency);
  return null;
}

export const donationBoundsMessage = (min: number, max: number, currency: string): string =>
  `Give an amount from ${formatMoney(min, currency)} to ${formatMoney(max, currency)}.`;

/**
 * The amount a donation form sends, in minor units: the custom amount typed (major units, as a
 * person writes it) when there is one, else the suggested amount chosen; null with its reason.
 */
export function readDonationAmount(
  chosen: unknown,
  custom: unknown,
  currency: string,
): { ok: true; amount: number } | { ok: false; message: string } {
  if (typeof custom === 'string' && custom.trim() !== '') {
    const parsed = parseMoneyInput(custom, currency);
    return parsed.ok ? { ok: true, amount: parsed.minorUnits } : { ok: false, message: parsed.message };
  }
  const value =
    typeof chosen === 'number' ? chosen : typeof chosen === 'string' ? Number(chosen) : Number.NaN;
  if (!Number.isSafeInteger(value) || value <= 0) return { ok: false, message: 'Choose an amount to give.' };
  return { ok: true, amount: value };
}

/** The settings' problems by field (the server's 400 and the editor's hints say the same). */
export function donationSettingsProblems(settings: DonationBlockSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!currencyInfo(settings.currency)) problems.currency = 'Choose a currency the store supports.';
  if (settings.minAmount > settings.maxAmount)
    problems.maxAmount = 'The largest amount must be at least the smallest.';
  settings.suggestedAmounts.forEach((amount, i) => {
    if (amount < settings.minAmount || amount > settings.maxAmount)
      problems[`suggestedAmounts.${i}`] = 'Each suggested amount lies between the smallest and the largest.';
  });
  if (new Set(settings.suggestedAmounts).size !== settings.suggestedAmounts.length)
    problems.suggestedAmounts = 'Suggest each amount once.';
  if (settings.suggestedAmounts.length === 0 && !settings.allowCustomAmount)
    problems.suggestedAmounts = 'Suggest an amount or let donors give their own.';
  return problems;
}
