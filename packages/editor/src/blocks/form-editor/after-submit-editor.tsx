import { type FormPostSubmit, formBlockMessages } from '@atelier/domain';
import { useId } from 'react';
import { TextAreaField, TextField } from '../../shared/fields';
import { FORM_TEXT_LIMITS } from './form-fields';
import { redirectUrlError } from './form-rules';
import { useDraftText } from './use-draft-text';

type Kind = FormPostSubmit['kind'];

const CHOICES: readonly { kind: Kind; label: string }[] = [
  { kind: 'message', label: 'Show a message' },
  { kind: 'html', label: 'Show custom HTML' },
  { kind: 'redirect', label: 'Go to another page' },
];

const isKind = (value: string): value is Kind => CHOICES.some((choice) => choice.kind === value);

interface AfterSubmitEditorProps {
  postSubmit: FormPostSubmit;
  onChange(postSubmit: FormPostSubmit): void;
}

/**
 * What visitors get once their submission is accepted. Each choice remembers its text while the
 * owner tries the others; a redirect is stored only once its address is usable, so a half-typed
 * one never reaches the published form.
 */
export function AfterSubmitEditor({ postSubmit, onChange }: AfterSubmitEditorProps) {
  const name = useId();
  const [kindText, setKind] = useDraftText(postSubmit.kind);
  const kind: Kind = isKind(kindText) ? kindText : 'message';
  const [message, setMessage] = useDraftText(postSubmit.kind === 'message' ? postSubmit.message : null);
  const [html, setHtml] = useDraftText(postSubmit.kind === 'html' ? postSubmit.html : null);
  const [url, setUrl] = useDraftText(postSubmit.kind === 'redirect' ? postSubmit.url : null);
  const urlError = kind === 'redirect' ? redirectUrlError(url) : null;

  function choose(next: Kind) {
    setKind(next);
    if (next === 'message') {
      const text = message.trim() ? message : formBlockMessages.thankYou;
      setMessage(text);
      onChange({ kind: 'message', message: text });
    } else if (next === 'html') {
      onChange({ kind: 'html', html });
    } else if (!redirectUrlError(url)) {
      onChange({ kind: 'redirect', url: url.trim() });
    }
  }

  return (
    <fieldset className="fieldset">
      <legend className="field__label">After submitting</legend>
      <div className="choice-list">
        {CHOICES.map((choice) => (
          <label key={choice.kind} className="choice-list__item">
            <input
              type="radio"
              name={name}
              value={choice.kind}
              checked={kind === choice.kind}
              onChange={() => choose(choice.kind)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {kind === 'message' ? (
        <TextAreaField
          label="Message"
          hint="Shown in place of the form."
          rows={3}
          maxLength={FORM_TEXT_LIMITS.message}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            onChange({ kind: 'message', message: e.target.value });
          }}
        />
      ) : null}
      {kind === 'html' ? (
        <TextAreaField
          label="HTML"
          hint="Shown in place of the form. Scripts in it run on your page, so add only code you trust."
          className="field__input field__input--area field__input--code"
          rows={6}
          spellCheck={false}
          maxLength={FORM_TEXT_LIMITS.html}
          value={html}
          onChange={(e) => {
            setHtml(e.target.value);
            onChange({ kind: 'html', html: e.target.value });
          }}
        />
      ) : null}
      {kind === 'redirect' ? (
        <TextField
          label="Page address"
          hint={
            urlError
              ? 'Until the address is complete, visitors keep seeing your previous choice.'
              : 'Visitors are sent here after submitting.'
          }
          placeholder="/thank-you"
          autoComplete="off"
          spellCheck={false}
          maxLength={FORM_TEXT_LIMITS.url}
          value={url}
          error={urlError}
          onChange={(e) => {
            setUrl(e.target.value);
            if (!redirectUrlError(e.target.value)) onChange({ kind: 'redirect', url: e.target.value.trim() });
          }}
        />
      ) : null}
    </fieldset>
  );
}
