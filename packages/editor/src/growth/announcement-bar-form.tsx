import { ANNOUNCEMENT_BAR_LIMITS, type AnnouncementBarSettings } from '@atelier/domain';
import { type FormEvent, useState } from 'react';
import { fetchAnnouncementBar, saveAnnouncementBar } from '../api/overlays.api';
import { CheckboxField, FormError, SelectField, TextField } from '../shared/fields';
import { useLoaded } from '../shared/queries';
import { saveFailure } from './settings-form';

const COLOURS = [
  ['accent', 'Accent colour'],
  ['dark', 'Text colour'],
  ['light', 'Light surface'],
] as const;

/** The announcement bar: on or off, its text, link and colours; saved with one button. */
export function AnnouncementBarForm({ onSaved, readOnly }: { onSaved(): void; readOnly: boolean }) {
  const loader = useLoaded(['overlays', 'announcement-bar'], fetchAnnouncementBar);
  const [edited, setEdited] = useState<AnnouncementBarSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const form = edited ?? loader.data;
  if (loader.error && !form)
    return <FormError message={`The announcement bar could not be loaded. ${loader.error}`} />;
  if (!form) return <p className="muted">Loading the announcement bar…</p>;
  const set = (change: Partial<AnnouncementBarSettings>) => {
    setEdited({ ...form, ...change });
    setStatus('');
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    setErrors({});
    setMessage(null);
    setStatus('Saving…');
    try {
      const { enabled, text, linkText, linkUrl, colours } = form;
      const stored = await saveAnnouncementBar({ enabled, text, linkText, linkUrl, colours });
      loader.update(() => stored);
      setEdited(null);
      setStatus('Saved. Visitors see it on every page now.');
      onSaved();
    } catch (error) {
      const failure = saveFailure(error);
      setErrors(failure.fields);
      setMessage(failure.message);
      setStatus('');
    }
  }

  return (
    <form className="stack" onSubmit={save} aria-label="Announcement bar">
      <CheckboxField
        label="Show the announcement bar"
        hint="A line at the top of every page; visitors may close it for their visit."
        checked={form.enabled}
        disabled={readOnly}
        onChange={(event) => set({ enabled: event.target.checked })}
      />
      <TextField
        label="Announcement"
        value={form.text}
        maxLength={ANNOUNCEMENT_BAR_LIMITS.text}
        error={errors.text}
        disabled={readOnly}
        onChange={(event) => set({ text: event.target.value })}
      />
      <TextField
        label="Link text"
        value={form.linkText}
        maxLength={ANNOUNCEMENT_BAR_LIMITS.linkText}
        error={errors.linkText}
        disabled={readOnly}
        onChange={(event) => set({ linkText: event.target.value })}
      />
      <TextField
        label="Link address"
        hint="A page of the site such as /workshop, or an address starting with https://"
        value={form.linkUrl}
        error={errors.linkUrl}
        disabled={readOnly}
        onChange={(event) => set({ linkUrl: event.target.value })}
      />
      <SelectField
        label="Colours"
        hint="From the site’s own palette (Design)."
        value={form.colours}
        error={errors.colours}
        disabled={readOnly}
        onChange={(event) => set({ colours: event.target.value as AnnouncementBarSettings['colours'] })}
      >
        {COLOURS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <FormError message={message} />
      {readOnly ? null : (
        <div className="row">
          <button type="submit" className="button button--primary" disabled={edited === null}>
            Save announcement bar
          </button>
          <span role="status">{status}</span>
        </div>
      )}
    </form>
  );
}
