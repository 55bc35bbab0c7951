import {
  currencyInfo,
  DONATION_LIMITS,
  type DonationBlockSettings,
  donationSettingsProblems,
  moneyToInput,
  parseMoneyInput,
} from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { getStoreSettings } from '../api/store-catalogue.api';
import { CheckboxField, TextAreaField, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { type BlockEditorProps, text, withOptional } from './block-editor-props';
import { defaultDonationSettings } from './donation-defaults';

/** An amount typed in major units, kept in minor units; a typing mistake stays in the field, unsaved. */
function AmountInput({
  label,
  value,
  currency,
  error,
  onChange,
  onRemove,
}: {
  label: string;
  value: number;
  currency: string;
  error?: string;
  onChange(minor: number): void;
  onRemove?: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(() => moneyToInput(value, currency));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setTyped((current) => {
      const parsed = parseMoneyInput(current, currency);
      return parsed.ok && parsed.minorUnits === value ? current : moneyToInput(value, currency);
    });
  }, [value, currency]);
  const shown = problem ?? error ?? null;
  return (
    <div className="field donation-editor__amount">
      <label className="field__label" htmlFor={id}>
        {label} ({currencyInfo(currency)?.symbol ?? currency})
      </label>
      <div className="row">
        <input
          id={id}
          className="field__input"
          inputMode="decimal"
          value={typed}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            const parsed = parseMoneyInput(e.target.value, currency, DONATION_LIMITS.maxAmount);
            if (parsed.ok && parsed.minorUnits >= DONATION_LIMITS.minAmount) {
              setProblem(null);
              onChange(parsed.minorUnits);
            } else setProblem(parsed.ok ? 'Enter an amount above zero.' : parsed.message);
          }}
        />
        {onRemove ? (
          <button
            type="button"
            className="button--small secondary"
            onClick={onRemove}
            aria-label={`Remove ${label}`}
          >
            Remove
          </button>
        ) : null}
      </div>
      {shown ? (
        <p id={`${id}-error`} className="field__error">
          {shown}
        </p>
      ) : null}
    </div>
  );
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];

/**
 * Settings of the Donation block (type 52): the cause and its fund, a few words, the suggested
 * amounts, whether donors may give an amount of their own and its bounds, the message field and the
 * button's words. Amounts are in the store's currency, taken from the store when the form opens.
 * Giving is one-time for now (monthly giving comes with subscriptions).
 */
export function DonationEditor({ settings, onChange }: BlockEditorProps) {
  const store = useQuery({ queryKey: queryKeys.storeSettings, queryFn: getStoreSettings, retry: false });
  const defaults = defaultDonationSettings();
  const currency = text(settings.currency) || String(defaults.currency);
  const storeCurrency = store.data?.currency;
  // The block shows its amounts in the store's currency: a store that changed it moves the block along.
  useEffect(() => {
    if (storeCurrency && storeCurrency !== currency) onChange({ ...settings, currency: storeCurrency });
  }, [storeCurrency, currency, settings, onChange]);
  const set = (key: string, value: unknown) => onChange({ ...settings, [key]: value });
  const suggested = numbers(settings.suggestedAmounts);
  const minAmount = typeof settings.minAmount === 'number' ? settings.minAmount : Number(defaults.minAmount);
  const maxAmount = typeof settings.maxAmount === 'number' ? settings.maxAmount : Number(defaults.maxAmount);
  const problems = donationSettingsProblems({
    ...(settings as unknown as DonationBlockSettings),
    suggestedAmounts: suggested,
    minAmount,
    maxAmount,
    currency,
    allowCustomAmount: settings.allowCustomAmount === true,
  });
  return (
    <div className="donation-editor stack stack--tight">
      <TextField
        label="Cause"
        hint="What donors give to, e.g. “Community kiln fund”. Its receipt names it."
        maxLength={DONATION_LIMITS.cause}
        value={text(settings.cause)}
        onChange={(e) => set('cause', e.target.value)}
      />
      <TextField
        label="Fund (optional)"
        hint="Where your books put the gifts; shown under the cause and on receipts."
        maxLength={DONATION_LIMITS.fund}
        value={text(settings.fund)}
        onChange={(e) => onChange(withOptional(settings, 'fund', e.target.value))}
      />
      <TextAreaField
        label="Words under the cause (optional)"
        maxLength={DONATION_LIMITS.description}
        value={text(settings.description)}
        onChange={(e) => onChange(withOptional(settings, 'description', e.target.value))}
      />
      <fieldset className="stack stack--tight">
        <legend>Suggested amounts</legend>
        {suggested.map((amount, i) => (
          <AmountInput
            // biome-ignore lint/suspicious/noArrayIndexKey: amounts are edited in place by position
            key={i}
            label={`Amount ${i + 1}`}
            value={amount}
            currency={currency}
            error={problems[`suggestedAmounts.${i}`]}
            onChange={(minor) =>
              set(
                'suggestedAmounts',
                suggested.map((a, j) => (j === i ? minor : a)),
              )
            }
            onRemove={() =>
              set(
                'suggestedAmounts',
                suggested.filter((_, j) => j !== i),
              )
            }
          />
        ))}
        {suggested.length < DONATION_LIMITS.suggestedAmounts ? (
          <button
            type="button"
            className="secondary"
            onClick={() =>
              set('suggestedAmounts', [...suggested, Math.min(maxAmount, Math.max(minAmount, 2000))])
            }
          >
            Add amount
          </button>
        ) : null}
        {problems.suggestedAmounts ? <p className="field__error">{problems.suggestedAmounts}</p> : null}
      </fieldset>
      <CheckboxField
        label="Let donors give an amount of their own"
        checked={settings.allowCustomAmount === true}
        onChange={(e) => set('allowCustomAmount', e.target.checked)}
      />
      <AmountInput
        label="Smallest amount"
        value={minAmount}
        currency={currency}
        onChange={(m) => set('minAmount', m)}
      />
      <AmountInput
        label="Largest amount"
        value={maxAmount}
        currency={currency}
        error={problems.maxAmount}
        onChange={(m) => set('maxAmount', m)}
      />
      <p className="field__hint">Gifts are one-time. Every amount is checked again when a donor pays.</p>
      <CheckboxField
        label="Offer a message field"
        checked={settings.allowMessage === true}
        onChange={(e) => set('allowMessage', e.target.checked)}
      />
      <TextField
        label="Button (optional)"
        hint="“Donate” in the page's language when empty."
        maxLength={DONATION_LIMITS.buttonLabel}
        value={text(settings.buttonLabel)}
        onChange={(e) => onChange(withOptional(settings, 'buttonLabel', e.target.value))}
      />
    </div>
  );
}
