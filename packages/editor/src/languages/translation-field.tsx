import { headingDoc, type ProseMirrorNode, type TranslatedText } from '@atelier/domain';
import { type ReactNode, useId } from 'react';
import { RichTextEditor } from '../blocks/rich-text-editor';
import { nodeText, soleHeading } from '../document/block-kinds';
import { type TextChange, type TranslationState, translationState } from './translation-edit';

const MARKS: Record<TranslationState, { symbol: string; text: string }> = {
  missing: { symbol: '○', text: 'Not translated' },
  machine: { symbol: '⚙', text: 'Machine translation, review' },
  done: { symbol: '✓', text: 'Translated' },
};

/** Where a translation stands, in words and a symbol (never colour alone). */
export function TranslationMark({ state }: { state: TranslationState }) {
  const mark = MARKS[state];
  return (
    <span className={`translation-mark translation-mark--${state}`} data-translation={state}>
      <span aria-hidden="true">{mark.symbol}</span> {mark.text}
    </span>
  );
}

/** How the translation is typed: a line, several lines, a heading's line, or rich text. */
export type TranslationInput = 'line' | 'area' | 'heading' | 'rich';

interface TranslationFieldProps {
  label: string;
  /** The primary language's text (for 'heading' and 'rich', the document as JSON). */
  source: string;
  sourceLanguage: { tag: string; name: string };
  language: { tag: string; name: string };
  entry: TranslatedText | undefined;
  input: TranslationInput;
  /** The owner's text ('' removes the translation: the primary text shows again). */
  onChange(change: TextChange): void;
  maxLength?: number;
  disabled?: boolean;
}

const parse = (json: string | undefined): ProseMirrorNode | null => {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && (value as ProseMirrorNode).type === 'doc'
      ? (value as ProseMirrorNode)
      : null;
  } catch {
    return null;
  }
};

/** What an empty rich-text translation starts from (the editor's own empty document). */
const EMPTY_DOC: ProseMirrorNode = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Whether a document holds any words. */
const hasWords = (node: unknown): boolean => nodeText(node).trim().length > 0;

/**
 * One text in the edited language: the primary text to translate from, the translation as typed,
 * and whether it is missing (the primary text shows to visitors) or a machine draft to review.
 */
export function TranslationField(props: TranslationFieldProps) {
  const { label, source, language, sourceLanguage, entry, input, onChange } = props;
  const id = useId();
  const state = translationState(entry);
  const sourceDoc = input === 'heading' || input === 'rich' ? parse(source) : null;
  const shownSource = sourceDoc ? nodeText(sourceDoc) : source;
  const labelText = `${label} in ${language.name}`;
  const sourceId = `${id}-source`;

  let control: ReactNode;
  if (input === 'rich') {
    const doc = parse(entry?.text);
    control = (
      <RichTextEditor
        label={labelText}
        lang={language.tag}
        settings={{ doc: doc ?? EMPTY_DOC }}
        onChange={(settings) => onChange(hasWords(settings.doc) ? JSON.stringify(settings.doc) : '')}
      />
    );
  } else {
    const level = Number(soleHeading(sourceDoc)?.attrs?.level ?? 2);
    const value = input === 'heading' ? nodeText(parse(entry?.text)) : (entry?.text ?? '');
    const write = (text: string) =>
      onChange(input === 'heading' && text.trim() ? JSON.stringify(headingDoc(text, level)) : text);
    const common = {
      id,
      className: input === 'area' ? 'field__input field__input--area' : 'field__input',
      lang: language.tag,
      value,
      maxLength: props.maxLength,
      disabled: props.disabled,
      'aria-describedby': sourceId,
    };
    control = (
      <>
        <label className="field__label" htmlFor={id}>
          {labelText}
        </label>
        {input === 'area' ? (
          <textarea rows={3} {...common} onChange={(e) => write(e.target.value)} />
        ) : (
          <input {...common} onChange={(e) => write(e.target.value)} />
        )}
      </>
    );
  }

  return (
    <div className={`translation translation--${state}`} data-testid="translation-field">
      <div className="translation__head">
        <TranslationMark state={state} />
      </div>
      <p id={sourceId} className="translation__source">
        <span className="translation__source-label">{sourceLanguage.name}: </span>
        <span lang={sourceLanguage.tag}>{shownSource}</span>
      </p>
      {control}
    </div>
  );
}
