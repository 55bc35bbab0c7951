import type { FormField } from '@atelier/domain';
import type { HTMLInputTypeAttribute } from 'react';
import { characterCount, characterLimit, counterText } from './character-limit';
import { describedBy, type FieldViewProps, LabelledField, singleValue } from './form-field-frame';
import { fieldInputName } from './form-names';

/** How each one-input type asks for its value. Kept lenient where browsers would refuse input the rules accept. */
const INPUTS: Partial<
  Record<
    FormField['type'],
    {
      type: HTMLInputTypeAttribute;
      inputMode?: 'decimal' | 'url' | 'email';
      autoComplete?: string;
      spellCheck?: false;
    }
  >
> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  // Text, not type=number: browsers blank a number input holding "1,000", losing what was typed.
  number: { type: 'text', inputMode: 'decimal' },
  // Text, not type=url: visitors write "example.com", which a url input refuses.
  website: { type: 'text', inputMode: 'url', autoComplete: 'url', spellCheck: false },
  currency: { type: 'text', inputMode: 'decimal' },
  password: { type: 'password', autoComplete: 'off' },
  twitter: { type: 'text', autoComplete: 'off', spellCheck: false },
};

function inputProps({ field, ids, error }: FieldViewProps, ...described: (string | false | undefined)[]) {
  return {
    id: ids.input,
    name: fieldInputName(field.id),
    className: 'field form-field__input',
    placeholder: field.placeholder,
    required: field.required || undefined,
    'aria-describedby': describedBy(field, ids, ...described),
    'aria-invalid': error ? true : undefined,
  };
}

/** text, email, number, website, currency, password and twitter fields. */
export function TextField(props: FieldViewProps) {
  const { field, ids, value } = props;
  const kind = INPUTS[field.type] ?? INPUTS.text!;
  const symbol = field.type === 'currency' ? field.currencySymbol : undefined;
  const input = (
    <input
      {...inputProps(props, symbol && ids.affix)}
      type={kind.type}
      inputMode={kind.inputMode}
      autoComplete={kind.autoComplete}
      spellCheck={kind.spellCheck}
      defaultValue={field.type === 'password' ? undefined : singleValue(value)}
    />
  );
  return (
    <LabelledField {...props}>
      {symbol ? (
        <div className="form-field__affixed">
          <span className="form-field__affix" id={ids.affix}>
            {symbol}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </LabelledField>
  );
}

/** A textarea; with a valid maximum length, a live "used / max" counter under it (spec 000 §5). */
export function TextareaField(props: FieldViewProps) {
  const { field, ids, value } = props;
  const text = singleValue(value) ?? '';
  const max = characterLimit(field.maxLength);
  const used = characterCount(text);
  return (
    <LabelledField {...props}>
      <textarea {...inputProps(props, max !== null && ids.counter)} rows={5} defaultValue={text} />
      {max !== null ? (
        <p
          className={`form-field__counter${used > max ? ' form-field__counter--over' : ''}`}
          id={ids.counter}
          data-max={max}
        >
          {counterText(used, max)}
        </p>
      ) : null}
    </LabelledField>
  );
}

/**
 * A hidden field: its default value, which the behaviour replaces with the URL query value named
 * by its key. `data-field` lets the behaviour find it like any other field.
 */
export function HiddenField({ field, value }: FieldViewProps) {
  return (
    <input
      type="hidden"
      name={fieldInputName(field.id)}
      defaultValue={singleValue(value) ?? field.value ?? ''}
      data-field={JSON.stringify(field)}
      data-field-id={field.id}
    />
  );
}

/** A section: a heading that groups the fields after it; it collects nothing. */
export function SectionField({ field, ids }: FieldViewProps) {
  return (
    <div className={`form-section${field.underline ? ' form-section--underline' : ''}`}>
      {field.title ? (
        <h3 className="form-section__title" id={ids.title}>
          {field.title}
        </h3>
      ) : null}
      {field.description ? <p className="form-section__description">{field.description}</p> : null}
    </div>
  );
}
