import { TextField } from '../shared/fields';
import { MAX_OPTIONS, parseList } from './product-draft';
import { useStore } from './store-context';

/** An option as the owner types it: its name and its values as one comma-separated text. */
export interface OptionText {
  name: string;
  values: string;
}

export const optionsFromText = (texts: OptionText[]) =>
  texts.map((t) => ({ name: t.name.trim(), values: parseList(t.values) }));

interface VariantOptionsProps {
  options: OptionText[];
  onChange(options: OptionText[]): void;
  /** Why the last change could not make a variant table (too many variants). */
  problem: string | null;
}

/** Options such as size and colour, and their values; the variant table follows them. */
export function VariantOptions({ options, onChange, problem }: VariantOptionsProps) {
  const { canEdit } = useStore();
  const set = (index: number, change: Partial<OptionText>) =>
    onChange(options.map((o, i) => (i === index ? { ...o, ...change } : o)));
  return (
    <fieldset className="fieldset">
      <legend>Options</legend>
      <p className="field__hint">
        Such as size or colour: up to {MAX_OPTIONS} options and 100 variants. Each combination of values is a
        variant; remove one that cannot be made under its Details (changing the options brings missing ones
        back).
      </p>
      {options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place and have no id
        <div key={i} className="store-grid store-option">
          <TextField
            label={`Option ${i + 1} name`}
            value={option.name}
            placeholder="Size"
            disabled={!canEdit}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <TextField
            label={`Option ${i + 1} values`}
            value={option.values}
            placeholder="S, M, L"
            hint="Separated by commas."
            disabled={!canEdit}
            onChange={(e) => set(i, { values: e.target.value })}
          />
          {canEdit ? (
            <button
              type="button"
              className="button button--small button--quiet store-option__remove"
              onClick={() => onChange(options.filter((_, j) => j !== i))}
            >
              Remove option {i + 1}
            </button>
          ) : null}
        </div>
      ))}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {canEdit ? (
        <button
          type="button"
          className="button button--small"
          disabled={options.length >= MAX_OPTIONS}
          onClick={() => onChange([...options, { name: '', values: '' }])}
        >
          Add option
        </button>
      ) : null}
    </fieldset>
  );
}
