import type { FORM_FIELD_PARTS, formSummaryMessages } from '@atelier/domain';
import { useText } from '../../i18n/use-text';
import { describedBy, type FieldViewProps, GroupField, listValue } from './form-field-frame';
import { fieldInputName } from './form-names';

type CompoundType = keyof typeof FORM_FIELD_PARTS;
type PartLabel = keyof typeof formSummaryMessages;

/** A part's label in the form dictionary: `first` → `partFirst`. */
const partKey = (label: PartLabel) =>
  `part${label.charAt(0).toUpperCase()}${label.slice(1)}` as `part${Capitalize<PartLabel>}`;

interface Part {
  label: PartLabel;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
  /** Digits a part holds at most; only where the format is fixed. */
  maxLength?: number;
}

/** The parts of each compound field in the order of its summary labels (spec 000 §3, contracts.md). */
const PARTS: Record<CompoundType, Part[]> = {
  name: [
    { label: 'first', autoComplete: 'given-name' },
    { label: 'last', autoComplete: 'family-name' },
  ],
  phone: [
    { label: 'country', autoComplete: 'tel-country-code', inputMode: 'tel' },
    { label: 'areacode', autoComplete: 'tel-area-code', inputMode: 'tel' },
    { label: 'prefix', autoComplete: 'tel-local-prefix', inputMode: 'tel' },
    { label: 'line', autoComplete: 'tel-local-suffix', inputMode: 'tel' },
  ],
  address: [
    { label: 'line1', autoComplete: 'address-line1' },
    { label: 'line2', autoComplete: 'address-line2' },
    { label: 'city', autoComplete: 'address-level2' },
    { label: 'state', autoComplete: 'address-level1' },
    { label: 'zip', autoComplete: 'postal-code' },
    { label: 'country', autoComplete: 'country-name' },
  ],
  date: [
    { label: 'month', inputMode: 'numeric', maxLength: 2 },
    { label: 'day', inputMode: 'numeric', maxLength: 2 },
    { label: 'year', inputMode: 'numeric', maxLength: 4 },
  ],
  time: [
    { label: 'hour', inputMode: 'numeric', maxLength: 2 },
    { label: 'minute', inputMode: 'numeric', maxLength: 2 },
    { label: 'second', inputMode: 'numeric', maxLength: 2 },
    { label: 'ampm' },
  ],
};

export const isCompoundType = (type: string): type is CompoundType => Object.hasOwn(PARTS, type);

/** name, phone, address, date and time: one labelled input per part, all named `field-<id>`. */
export function CompoundField(props: FieldViewProps & { type: CompoundType }) {
  const { field, ids, error, type } = props;
  const text = useText('form');
  let values = listValue(props.value);
  // A phone sent without its country part has an empty one prepended (spec 000 §3).
  if (type === 'phone' && values.length === 3) values = ['', ...values];
  const parts = PARTS[type]
    .map((part, index) => ({ part, index }))
    .filter(({ index }) => !(type === 'phone' && index === 0 && !field.showCountryCode));
  const common = {
    name: fieldInputName(field.id),
    'aria-describedby': describedBy(field, ids),
    'aria-invalid': error ? true : undefined,
  };
  return (
    <GroupField {...props}>
      <div className={`form-field__parts form-field__parts--${type}`}>
        {parts.map(({ part, index }) => (
          <div className={`form-field__part form-field__part--${part.label}`} key={part.label}>
            <label className="form-field__part-label" htmlFor={ids.part(index)}>
              {text(partKey(part.label))}
            </label>
            {part.label === 'ampm' ? (
              <select {...common} id={ids.part(index)} className="field" defaultValue={values[index] ?? ''}>
                <option value="" />
                <option value="AM">{text('am')}</option>
                <option value="PM">{text('pm')}</option>
              </select>
            ) : (
              <input
                {...common}
                id={ids.part(index)}
                className="field"
                type="text"
                autoComplete={part.autoComplete}
                inputMode={part.inputMode}
                maxLength={part.maxLength}
                defaultValue={values[index]}
              />
            )}
          </div>
        ))}
      </div>
    </GroupField>
  );
}
