import { useState } from 'react';
import { describeError, isApiError } from '../api/api-error';
import {
  createMemberArea,
  type JoinRule,
  type MemberArea,
  type MemberAreaInput,
  updateMemberArea,
} from '../api/members.api';
import { FormError, SelectField, TextAreaField, TextField } from '../shared/fields';
import { JOIN_RULES } from './member-words';

const JOIN_HINTS: Record<JoinRule, string> = {
  open: 'Signed-in visitors join with one click on a page of the area.',
  invite: 'Visitors cannot join themselves: give people access from their details under Members.',
};

interface AreaFormProps {
  /** The area to change; null makes a new one. */
  area: MemberArea | null;
  onSaved(area: MemberArea): void;
  onCancel(): void;
}

/** Makes or changes a member area; the server's message for each field shows under it. */
export function AreaForm({ area, onSaved, onCancel }: AreaFormProps) {
  const [input, setInput] = useState<MemberAreaInput>(() =>
    area
      ? { name: area.name, joinRule: area.joinRule, welcomeText: area.welcomeText }
      : { name: '', joinRule: 'open', welcomeText: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<MemberAreaInput>) => setInput({ ...input, ...change });

  async function save() {
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      onSaved(area ? await updateMemberArea(area.id, input) : await createMemberArea(input));
    } catch (e) {
      setErrors(isApiError(e) ? e.fieldErrors : {});
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="fieldset"
      aria-label={area ? `Change ${area.name}` : 'New member area'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField
        label="Name"
        required
        maxLength={100}
        autoFocus
        value={input.name}
        error={errors.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <SelectField
        label="Who can join"
        value={input.joinRule}
        hint={JOIN_HINTS[input.joinRule]}
        error={errors.joinRule}
        onChange={(e) => set({ joinRule: e.target.value as JoinRule })}
      >
        {JOIN_RULES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Welcome text"
        hint="A few words for members when they join: shown on joining and sent in the welcome mail with a link to the area’s first page. Optional."
        maxLength={2000}
        rows={3}
        value={input.welcomeText}
        error={errors.welcomeText}
        onChange={(e) => set({ welcomeText: e.target.value })}
      />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          {busy ? 'Saving…' : area ? 'Save area' : 'Add area'}
        </button>
        <button type="button" className="button button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
