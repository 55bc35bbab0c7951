import { DONATION_LIMITS, formatMoney } from '@atelier/domain';
import { PageLanguageField } from '../../i18n/page-language-field';
import { useText } from '../../i18n/use-text';
import type { BlockProps } from '../block-props';
import { readDonationSettings } from './donation-settings-read';

/** The name of the Donation block's browser behaviour (donation.behaviour.ts). */
export const DONATION_BEHAVIOUR = 'donation';

/** Where a Donation block's form goes: the donation checkout (spec 000 §2), named by the block's id. */
export const donateAction = (blockId: string) => `/checkout/donate?donatePageId=${blockId}`;

/**
 * Donation (block type 52): the cause, its suggested amounts as radio buttons, an amount of the
 * visitor's own within the owner's bounds, an optional message and the Donate button. A plain form
 * posted to the donation checkout, so it works without scripts; the behaviour (donation.behaviour.ts)
 * activates the button on Enter and Space too (spec 000 §9) and keeps one amount chosen. The server
 * checks the amount against the published block again: the form's fields are only a choice.
 */
export function DonationBlock({ block, root }: BlockProps) {
  const view = readDonationSettings(block.settings);
  const text = useText('donations');
  if (!view) return null;
  const headingId = `donation-${block.id}`;
  const money = (minor: number) => formatMoney(minor, view.currency);
  return (
    <section
      {...root}
      className="block block-donation"
      aria-labelledby={headingId}
      data-min={view.minAmount}
      data-max={view.maxAmount}
      data-currency={view.currency}
    >
      <h2 className="block-donation__cause" id={headingId}>
        {view.cause}
      </h2>
      {view.fund ? <p className="block-donation__fund">{view.fund}</p> : null}
      {view.description ? <p className="block-donation__description">{view.description}</p> : null}
      <form className="block-donation__form" method="post" action={donateAction(block.id)}>
        <input type="hidden" name="frequency" value={view.frequency} />
        <PageLanguageField />
        <fieldset className="block-donation__amounts">
          <legend>{text('amountLegend')}</legend>
          <p className="block-donation__frequency">{text('oneTime')}</p>
          {view.suggestedAmounts.map((amount, i) => (
            <label className="block-donation__amount" key={amount}>
              <input type="radio" name="amount" value={amount} defaultChecked={i === 0} />
              <span>{money(amount)}</span>
            </label>
          ))}
          {view.allowCustomAmount ? (
            <div className="block-donation__custom">
              <label htmlFor={`${headingId}-custom`}>{text('customAmount')}</label>
              <input
                id={`${headingId}-custom`}
                name="customAmount"
                inputMode="decimal"
                autoComplete="off"
                aria-describedby={`${headingId}-bounds`}
                data-donation-custom=""
              />
              <small id={`${headingId}-bounds`}>
                {text('customAmountHint', { min: money(view.minAmount), max: money(view.maxAmount) })}
              </small>
            </div>
          ) : null}
        </fieldset>
        {view.allowMessage ? (
          <div className="block-donation__message">
            <label htmlFor={`${headingId}-message`}>{text('messageLabel')}</label>
            <textarea
              id={`${headingId}-message`}
              name="message"
              maxLength={DONATION_LIMITS.message}
              rows={3}
            />
          </div>
        ) : null}
        <button className="button block-donation__button" type="submit">
          {view.buttonLabel ?? text('donateButton')}
        </button>
      </form>
    </section>
  );
}
