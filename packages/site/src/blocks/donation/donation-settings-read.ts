import {
  DONATION_FREQUENCIES,
  DONATION_LIMITS,
  type DonationFrequency,
  isCurrencyCode,
} from '@atelier/domain';
import { isRecord, readFiniteNumber, readOneOf, readText } from '../settings-guards';

/** A Donation block as the site shows it; amounts in minor units of `currency`. */
export interface DonationView {
  cause: string;
  fund?: string;
  description?: string;
  suggestedAmounts: number[];
  allowCustomAmount: boolean;
  minAmount: number;
  maxAmount: number;
  currency: string;
  frequency: DonationFrequency;
  allowMessage: boolean;
  buttonLabel?: string;
}

const amount = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= DONATION_LIMITS.minAmount
    ? Math.min(value, DONATION_LIMITS.maxAmount)
    : undefined;

/**
 * Null without a cause or a currency, or with no amount a visitor could give. Suggested amounts
 * outside the bounds are left out (the server refuses them too); the bounds are put in order.
 */
export function readDonationSettings(settings: unknown): DonationView | null {
  if (!isRecord(settings)) return null;
  const cause = readText(settings, 'cause')?.slice(0, DONATION_LIMITS.cause);
  const currency = readText(settings, 'currency');
  if (!cause || !currency || !isCurrencyCode(currency)) return null;
  const low = amount(readFiniteNumber(settings, 'minAmount')) ?? DONATION_LIMITS.minAmount;
  const high = amount(readFiniteNumber(settings, 'maxAmount')) ?? DONATION_LIMITS.maxAmount;
  const [minAmount, maxAmount] = low <= high ? [low, high] : [high, low];
  const suggested = Array.isArray(settings.suggestedAmounts) ? settings.suggestedAmounts : [];
  const suggestedAmounts = [
    ...new Set(
      suggested.map(amount).filter((a): a is number => a !== undefined && a >= minAmount && a <= maxAmount),
    ),
  ].slice(0, DONATION_LIMITS.suggestedAmounts);
  const allowCustomAmount = settings.allowCustomAmount === true;
  if (suggestedAmounts.length === 0 && !allowCustomAmount) return null;
  return {
    cause,
    fund: readText(settings, 'fund')?.slice(0, DONATION_LIMITS.fund),
    description: readText(settings, 'description')?.slice(0, DONATION_LIMITS.description),
    suggestedAmounts,
    allowCustomAmount,
    minAmount,
    maxAmount,
    currency,
    frequency: readOneOf(settings, 'frequency', DONATION_FREQUENCIES) ?? 'one-time',
    allowMessage: settings.allowMessage === true,
    buttonLabel: readText(settings, 'buttonLabel')?.slice(0, DONATION_LIMITS.buttonLabel),
  };
}

/** The owner's words, for site search. */
export function donationBlockText(settings: unknown): string {
  const view = readDonationSettings(settings);
  return view ? [view.cause, view.fund, view.description, view.buttonLabel].filter(Boolean).join(' ') : '';
}
