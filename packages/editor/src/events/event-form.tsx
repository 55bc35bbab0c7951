import { type FormEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import { RichTextEditor } from '../blocks/rich-text-editor';
import { MediaPicker } from '../media/media-picker';
import { CheckboxField, FormError, SelectField, TextField } from '../shared/fields';
import { browserTimeZone, type EventFields, type EventItem, timeZones } from './events.api';

export interface EventFormProps {
  event: EventItem | null;
  onSave(fields: EventFields): Promise<void>;
  onCancel(): void;
}

/** A week from today at 10:00–12:00, the times a new event starts with. */
const defaultDay = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** An event's fields: title, when (with its zone, or all day), where, what, image, link and status. */
export function EventForm({ event, onSave, onCancel }: EventFormProps) {
  const day = defaultDay();
  const [title, setTitle] = useState(event?.title ?? '');
  const [allDay, setAllDay] = useState(event?.allDay ?? false);
  const [start, setStart] = useState(event?.start ?? `${day}T10:00`);
  const [end, setEnd] = useState(event?.end ?? `${day}T12:00`);
  const [timeZone, setTimeZone] = useState(event?.timeZone ?? browserTimeZone());
  const [location, setLocation] = useState(event?.location ?? '');
  const [description, setDescription] = useState<Record<string, unknown> | null>(event?.description ?? null);
  const [image, setImage] = useState<{ id: string; name: string } | null>(
    event?.mediaId ? { id: event.mediaId, name: 'Chosen image' } : null,
  );
  const [link, setLink] = useState(event?.link ?? '');
  const [status, setStatus] = useState<'draft' | 'published'>(event?.status ?? 'draft');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const switchAllDay = (on: boolean) => {
    setAllDay(on);
    setStart((value) => (on ? value.slice(0, 10) : `${value.slice(0, 10)}T10:00`));
    setEnd((value) => (on ? value.slice(0, 10) : `${value.slice(0, 10)}T12:00`));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      await onSave({
        title: title.trim(),
        allDay,
        start,
        end,
        timeZone,
        location: location.trim(),
        description,
        mediaId: image?.id ?? null,
        link: link.trim() || null,
        status,
      });
    } catch (caught) {
      if (caught instanceof ApiError) setErrors(caught.fieldErrors);
      setError(
        caught instanceof ApiError && Object.keys(caught.fieldErrors).length ? null : describeError(caught),
      );
      setBusy(false);
    }
  }

  const zones = timeZones();
  return (
    <form
      className="stack event-form"
      aria-label={event ? `Edit ${event.title}` : 'New event'}
      onSubmit={submit}
    >
      <TextField
        label="Event title"
        value={title}
        required
        autoFocus
        error={errors.title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <CheckboxField label="All day" checked={allDay} onChange={(e) => switchAllDay(e.target.checked)} />
      <TextField
        label="Starts"
        type={allDay ? 'date' : 'datetime-local'}
        value={start}
        required
        error={errors.start}
        onChange={(e) => setStart(e.target.value.slice(0, allDay ? 10 : 16))}
      />
      <TextField
        label="Ends"
        type={allDay ? 'date' : 'datetime-local'}
        value={end}
        required
        error={errors.end}
        onChange={(e) => setEnd(e.target.value.slice(0, allDay ? 10 : 16))}
      />
      <SelectField
        label="Time zone"
        value={timeZone}
        error={errors.timeZone}
        onChange={(e) => setTimeZone(e.target.value)}
      >
        {(zones.includes(timeZone) ? zones : [timeZone, ...zones]).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Location"
        hint="The address, as visitors should read it."
        value={location}
        error={errors.location}
        onChange={(e) => setLocation(e.target.value)}
      />
      <RichTextEditor
        label="Description"
        settings={{ doc: description ?? undefined }}
        onChange={(settings) => setDescription((settings.doc as Record<string, unknown>) ?? null)}
      />
      {errors.description ? <p className="field__error">{errors.description}</p> : null}
      <div className="field">
        <span className="field__label">Image</span>
        {image ? <p className="field__hint">{image.name}</p> : null}
        <div className="button-row">
          <MediaPicker
            label={image ? 'Change image' : 'Choose image'}
            className="button button--quiet"
            onPick={(item) => setImage({ id: item.id, name: item.title || item.fileName })}
          />
          {image ? (
            <button type="button" className="button button--quiet" onClick={() => setImage(null)}>
              Remove image
            </button>
          ) : null}
        </div>
        {errors.mediaId ? <p className="field__error">{errors.mediaId}</p> : null}
      </div>
      <TextField
        label="Ticket or sign-up link"
        hint="An https:// address."
        value={link}
        error={errors.link}
        spellCheck={false}
        autoCapitalize="none"
        onChange={(e) => setLink(e.target.value)}
      />
      <SelectField
        label="Status"
        value={status}
        error={errors.status}
        onChange={(e) => setStatus(e.target.value as 'draft' | 'published')}
      >
        <option value="draft">Draft</option>
        <option value="published">Published</option>
      </SelectField>
      <FormError message={error ?? errors._} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          Save event
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
