import type { FormFieldValue } from '@atelier/domain';
import { useText } from '../../i18n/use-text';
import {
  describedBy,
  type FieldViewProps,
  GroupField,
  LabelledField,
  listValue,
  singleValue,
} from './form-field-frame';
import { fieldInputName, LIKERT_SCALE, likertInputName } from './form-names';

/** The scale's words, from Strongly Disagree to Strongly Agree (LIKERT_SCALE's order). */
const LIKERT_WORDS = ['stronglyDisagree', 'disagree', 'neutral', 'agree', 'stronglyAgree'] as const;

/** radio and checkbox: one labelled input per option in a fieldset. */
export function OptionsField(props: FieldViewProps & { type: 'radio' | 'checkbox' }) {
  const { field, ids, error, type } = props;
  const chosen = listValue(props.value);
  return (
    <GroupField {...props}>
      <div className="form-field__options">
        {(field.options ?? []).map((option, index) => (
          <div className="form-field__option" key={option}>
            <input
              type={type}
              id={ids.part(index)}
              name={fieldInputName(field.id)}
              value={option}
              defaultChecked={chosen.includes(option)}
              // One checked radio satisfies `required`; for checkboxes it would demand every box.
              required={type === 'radio' && field.required ? true : undefined}
              aria-describedby={describedBy(field, ids)}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={ids.part(index)}>{option}</label>
          </div>
        ))}
      </div>
    </GroupField>
  );
}

export function SelectField(props: FieldViewProps) {
  const { field, ids, error } = props;
  const text = useText('form');
  return (
    <LabelledField {...props}>
      <select
        id={ids.input}
        name={fieldInputName(field.id)}
        className="field form-field__input"
        required={field.required || undefined}
        aria-describedby={describedBy(field, ids)}
        aria-invalid={error ? true : undefined}
        defaultValue={singleValue(props.value) ?? ''}
      >
        <option value="">{text('selectPlaceholder')}</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** The answer given to likert statement `index`: keyed by its text, as scripts send it, or by index. */
function likertAnswer(
  value: FormFieldValue | undefined,
  statement: string,
  index: number,
): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const given = Object.hasOwn(value, statement) ? value[statement] : value[String(index)];
  return given?.[0];
}

/** likert: per statement a radio group over the five-point scale, values -2 to 2 (spec 000 §3). */
export function LikertField(props: FieldViewProps) {
  const { field, ids, error } = props;
  const text = useText('form');
  return (
    <GroupField {...props}>
      <div className="form-likert">
        {(field.options ?? []).map((statement, row) => {
          const answer = likertAnswer(props.value, statement, row);
          return (
            <fieldset className="form-likert__statement" key={statement}>
              <legend className="form-likert__question">{statement}</legend>
              <div className="form-likert__scale">
                {LIKERT_SCALE.map((value, column) => {
                  const id = `${ids.part(row)}-${column}`;
                  return (
                    <div className="form-likert__answer" key={value}>
                      <input
                        type="radio"
                        id={id}
                        name={likertInputName(field.id, row)}
                        value={value}
                        defaultChecked={answer === value}
                        required={field.required || undefined}
                        aria-describedby={ids.error}
                        aria-invalid={error ? true : undefined}
                      />
                      <label htmlFor={id}>{text(LIKERT_WORDS[column]!)}</label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
    </GroupField>
  );
}
