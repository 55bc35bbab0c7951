import {
  formBlockMessages,
  POPUP_OVERLAY,
  POPUP_OVERLAY_LIMITS,
  type PopupOverlaySettings,
} from '@atelier/domain';
import { type FormEvent, useState } from 'react';
import { fetchPopupOverlay, savePopupOverlay } from '../api/overlays.api';
import { CheckboxField, FormError, SelectField, TextAreaField, TextField } from '../shared/fields';
import { useLoaded } from '../shared/queries';
import { PopupConversion } from './popup-conversion';
import { saveFailure } from './settings-form';

type Settings = PopupOverlaySettings;

/** The popup overlay: look, content, when it appears and how often; saved with one button. */
export function PopupOverlayForm(props: { onSaved(): void; readOnly: boolean; canSeeReport: boolean }) {
  const loader = useLoaded(['overlays', 'popup-overlay'], fetchPopupOverlay);
  const [edited, setEdited] = useState<Settings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const form = edited ?? loader.data;
  if (loader.error && !form) return <FormError message={`The popup could not be loaded. ${loader.error}`} />;
  if (!form) return <p className="muted">Loading the popup…</p>;
  const { readOnly } = props;
  const set = (change: Partial<Settings>) => {
    setEdited({ ...form, ...change });
    setStatus('');
  };
  const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    setErrors({});
    setMessage(null);
    setStatus('Saving…');
    try {
      const { formId: _formId, ...settings } = form;
      const stored = await savePopupOverlay(settings);
      loader.update(() => stored);
      setEdited(null);
      setStatus(stored.style === 'none' ? 'Saved. The popup is off.' : 'Saved. Visitors see it from now on.');
      props.onSaved();
    } catch (error) {
      const failure = saveFailure(error);
      setErrors(failure.fields);
      setMessage(failure.message);
      setStatus('');
    }
  }

  return (
    <form className="stack" onSubmit={save} aria-label="Popup">
      <SelectField
        label="Popup"
        value={form.style}
        error={errors.style}
        disabled={readOnly}
        onChange={(event) => set({ style: event.target.value as Settings['style'] })}
      >
        <option value="none">Off</option>
        <option value="card">A card in the middle</option>
        <option value="banner">A band along the bottom</option>
      </SelectField>
      <SelectField
        label="Content"
        value={form.content}
        error={errors.content}
        disabled={readOnly}
        onChange={(event) => set({ content: event.target.value as Settings['content'] })}
      >
        <option value="newsletter">Newsletter sign-up</option>
        <option value="message">A message with a button</option>
      </SelectField>
      <TextField
        label="Title"
        value={form.title}
        maxLength={POPUP_OVERLAY_LIMITS.title}
        error={errors.title}
        disabled={readOnly}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextAreaField
        label="Text"
        value={form.text}
        maxLength={POPUP_OVERLAY_LIMITS.text}
        error={errors.text}
        disabled={readOnly}
        onChange={(event) => set({ text: event.target.value })}
      />
      <TextField
        label="Button text"
        hint={
          form.content === 'newsletter'
            ? `Empty: “${formBlockMessages.newsletterSubmit}”.`
            : 'Empty: no button.'
        }
        value={form.buttonText}
        maxLength={POPUP_OVERLAY_LIMITS.buttonText}
        error={errors.buttonText}
        disabled={readOnly}
        onChange={(event) => set({ buttonText: event.target.value })}
      />
      {form.content === 'message' ? (
        <TextField
          label="Button link"
          hint="A page such as /shop, or https://…; empty: the button closes the popup."
          value={form.buttonUrl}
          error={errors.buttonUrl}
          disabled={readOnly}
          onChange={(event) => set({ buttonUrl: event.target.value })}
        />
      ) : (
        <TextField
          label="Thank-you message"
          hint="Shown after a sign-up; the address gets a mail to confirm it."
          value={form.successMessage}
          maxLength={POPUP_OVERLAY_LIMITS.successMessage}
          error={errors.successMessage}
          disabled={readOnly}
          onChange={(event) => set({ successMessage: event.target.value })}
        />
      )}
      <SelectField
        label="Appears"
        value={form.trigger}
        error={errors.trigger}
        disabled={readOnly}
        onChange={(event) => set({ trigger: event.target.value as Settings['trigger'] })}
      >
        <option value="delay">After a delay</option>
        <option value="scroll">After scrolling down the page</option>
      </SelectField>
      {form.trigger === 'delay' ? (
        <TextField
          label="Delay in seconds"
          type="number"
          min={POPUP_OVERLAY_LIMITS.delaySeconds.min}
          max={POPUP_OVERLAY_LIMITS.delaySeconds.max}
          value={Number.isNaN(form.delaySeconds) ? '' : form.delaySeconds}
          error={errors.delaySeconds}
          disabled={readOnly}
          onChange={(event) => set({ delaySeconds: whole(event.target.value) })}
        />
      ) : (
        <TextField
          label="Share of the page scrolled, in percent"
          type="number"
          min={POPUP_OVERLAY_LIMITS.scrollPercent.min}
          max={POPUP_OVERLAY_LIMITS.scrollPercent.max}
          value={Number.isNaN(form.scrollPercent) ? '' : form.scrollPercent}
          error={errors.scrollPercent}
          disabled={readOnly}
          onChange={(event) => set({ scrollPercent: whole(event.target.value) })}
        />
      )}
      <TextField
        label="Show again after (days)"
        hint={`After a visitor closes it. 0: on their next page; ${POPUP_OVERLAY.neverAgain}: never again.`}
        type="number"
        min={POPUP_OVERLAY_LIMITS.displayFrequency.min}
        max={POPUP_OVERLAY_LIMITS.displayFrequency.max}
        value={Number.isNaN(form.displayFrequency) ? '' : form.displayFrequency}
        error={errors.displayFrequency}
        disabled={readOnly}
        onChange={(event) => set({ displayFrequency: whole(event.target.value) })}
      />
      <CheckboxField
        label="Never again after a sign-up"
        checked={form.showUntilSignup}
        disabled={readOnly}
        onChange={(event) => set({ showUntilSignup: event.target.checked })}
      />
      <CheckboxField
        label="Show on phones"
        checked={form.enableMobile}
        disabled={readOnly}
        onChange={(event) => set({ enableMobile: event.target.checked })}
      />
      <p className="muted">
        Version {form.version}.{' '}
        {readOnly ? null : (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => set({ version: form.version + 1 })}
          >
            Show it again to everyone
          </button>
        )}
      </p>
      <FormError message={message} />
      {readOnly ? null : (
        <div className="row">
          <button type="submit" className="button button--primary" disabled={edited === null}>
            Save popup
          </button>
          <span role="status">{status}</span>
        </div>
      )}
      {props.canSeeReport ? <PopupConversion /> : null}
    </form>
  );
}
