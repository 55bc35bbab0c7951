import { useText } from '../../i18n/use-text';

/** A suggested amount as the donation checkout offers it: minor units and as shown. */
export interface DonateAmountChoice {
  amount: number;
  formatted: string;
}

export interface DonateScreenProps {
  /** The Donation block's id: the donatePageId of the form's address (spec 000 §2). */
  blockId: string;
  cause: string;
  fund: string;
  /** The amount chosen in the block, already checked against it; null: the visitor chooses here. */
  chosen: DonateAmountChoice | null;
  /** Without a chosen amount: the block's suggested amounts, and the custom amount's bounds. */
  suggested: DonateAmountChoice[];
  custom: { min: string; max: string } | null;
  frequency: string;
  allowMessage: boolean;
  /** What the visitor filled in so far (a refused try shows it again). */
  values: { email: string; name: string; message: string; customAmount: string };
  /** Why the last try was refused, by field, in the visitor's words. */
  errors: Record<string, string>;
  alert: string;
  /** The page language's tag when not the primary one, carried to the donation. */
  language: string | null;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field-error" id={id} role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * The donation checkout (page type 203, spec 000 §2 `/checkout/donate?donatePageId={id}`): the
 * cause, the gift (or a choice of amounts when arriving by the address alone), the donor's email
 * for the receipt, their name and message, then payment. A plain form post: no script.
 */
export function DonateScreen(props: DonateScreenProps) {
  const text = useText('donations');
  const { values, errors } = props;
  const error = (field: string) => (errors[field] ? text.fromEnglish(errors[field]) : undefined);
  return (
    <div className="donate-screen" data-donate-screen="">
      <h1>{text('checkoutTitle', { cause: props.cause })}</h1>
      {props.fund ? <p>{props.fund}</p> : null}
      {props.alert ? <div role="alert">{text.fromEnglish(props.alert)}</div> : null}
      <form method="post" action={`/checkout/donate?donatePageId=${props.blockId}`}>
        <input type="hidden" name="step" value="pay" />
        <input type="hidden" name="frequency" value={props.frequency} />
        {props.language ? <input type="hidden" name="language" value={props.language} /> : null}
        {props.chosen ? (
          <section aria-labelledby="donate-gift">
            <h2 id="donate-gift">{text('yourGift')}</h2>
            <p className="donate-screen__amount" data-donate-amount="">
              {props.chosen.formatted}
            </p>
            <p>{text('oneTime')}</p>
            <input type="hidden" name="amount" value={props.chosen.amount} />
          </section>
        ) : (
          <fieldset>
            <legend>{text('amountLegend')}</legend>
            {props.suggested.map((choice, i) => (
              <label key={choice.amount}>
                <input type="radio" name="amount" value={choice.amount} defaultChecked={i === 0} />{' '}
                {choice.formatted}
              </label>
            ))}
            {props.custom ? (
              <div>
                <label htmlFor="donate-custom">{text('customAmount')}</label>
                <input
                  id="donate-custom"
                  name="customAmount"
                  inputMode="decimal"
                  defaultValue={values.customAmount}
                  aria-describedby="donate-custom-hint donate-amount-error"
                />
                <small id="donate-custom-hint">{text('customAmountHint', props.custom)}</small>
              </div>
            ) : null}
          </fieldset>
        )}
        <FieldError id="donate-amount-error" message={error('amount') ?? error('customAmount')} />
        <div>
          <label htmlFor="donate-email">{text('emailLabel')}</label>
          <input
            id="donate-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'donate-email-error' : undefined}
          />
          <FieldError id="donate-email-error" message={error('email')} />
        </div>
        <div>
          <label htmlFor="donate-name">{text('nameLabel')}</label>
          <input id="donate-name" name="name" autoComplete="name" defaultValue={values.name} />
        </div>
        {props.allowMessage ? (
          <div>
            <label htmlFor="donate-message">{text('messageLabel')}</label>
            <textarea id="donate-message" name="message" rows={3} defaultValue={values.message} />
            <FieldError id="donate-message-error" message={error('message')} />
          </div>
        ) : null}
        <div>
          <button type="submit">{text('continueToPayment')}</button>
        </div>
      </form>
    </div>
  );
}

export interface ContributionConfirmedScreenProps {
  cause: string;
  amount: string;
  email: string;
  /** The receipt number once the payment is confirmed; null while it is on its way. */
  receipt: number | null;
}

/** Contribution confirmed (page type 204): the thanks, the gift and where its receipt goes. */
export function ContributionConfirmedScreen({
  cause,
  amount,
  email,
  receipt,
}: ContributionConfirmedScreenProps) {
  const text = useText('donations');
  return (
    <div className="donate-screen" data-contribution-confirmed="">
      <h1>{text('confirmedTitle')}</h1>
      {receipt !== null ? (
        <>
          <p>{text('confirmedText', { amount, cause })}</p>
          <p data-receipt-number={receipt}>{text('confirmedReceipt', { receipt: String(receipt), email })}</p>
        </>
      ) : (
        <p>{text('confirmedPending')}</p>
      )}
    </div>
  );
}
