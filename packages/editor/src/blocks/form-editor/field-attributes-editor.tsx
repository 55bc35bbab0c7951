import { type FormField, type FormFieldAttribute, FormFieldType, likertMessages } from '@atelier/domain';
import type { ReactNode } from 'react';
import { CheckboxField, TextAreaField, TextField } from '../../shared/fields';
import {
  FORM_TEXT_LIMITS,
  formatOptions,
  offeredAttributes,
  parseMaxLength,
  parseOptions,
} from './form-fields';
import { useDraftText } from './use-draft-text';

interface FieldAttributesEditorProps {
  field: FormField;
  /** Prefix of the inputs' ids; `${idPrefix}-title` is the first input, focused when a field is added. */
  idPrefix: string;
  onChange(changes: Partial<Omit<FormField, 'id' | 'type'>>): void;
}

type Props = FieldAttributesEditorProps;

function OptionsInput({ field, idPrefix, onChange }: Props) {
  const normalise = (text: string) => formatOptions(parseOptions(text));
  const [text, setText] = useDraftText(formatOptions(field.options), normalise);
  const likert = field.type === FormFieldType.likert;
  const scale = [likertMessages.stronglyDisagree, likertMessages.stronglyAgree].join(' to ');
  const empty = parseOptions(text).length === 0;
  return (
    <TextAreaField
      id={`${idPrefix}-options`}
      label={likert ? 'Statements' : 'Options'}
      hint={likert ? `One per line. Visitors rate each from ${scale}.` : 'One per line.'}
      error={empty ? (likert ? 'Add at least one statement.' : 'Add at least one option.') : null}
      rows={Math.min(8, Math.max(3, (field.options?.length ?? 0) + 1))}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange({ options: parseOptions(e.target.value) });
      }}
    />
  );
}

function MaxLengthInput({ field, idPrefix, onChange }: Props) {
  const normalise = (text: string) => String(parseMaxLength(text) ?? '');
  const [text, setText] = useDraftText(field.maxLength ? String(field.maxLength) : '', normalise);
  const invalid = text.trim() !== '' && parseMaxLength(text) === undefined;
  return (
    <TextField
      id={`${idPrefix}-maxLength`}
      label="Maximum length"
      hint="The most characters a visitor may type. Leave empty for no limit."
      error={invalid ? 'Enter a whole number above 0, or leave it empty.' : null}
      inputMode="numeric"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange({ maxLength: parseMaxLength(e.target.value) });
      }}
    />
  );
}

/** One input per attribute; which ones a field shows is its type's list (spec 000 §3), nothing else. */
const ATTRIBUTE_INPUTS: Record<FormFieldAttribute, (props: Props) => ReactNode> = {
  description: ({ field, idPrefix, onChange }) => (
    <TextAreaField
      id={`${idPrefix}-description`}
      label="Description"
      hint={field.type === FormFieldType.section ? 'Text under the heading.' : 'Help shown with the field.'}
      rows={2}
      maxLength={FORM_TEXT_LIMITS.description}
      value={field.description ?? ''}
      onChange={(e) => onChange({ description: e.target.value })}
    />
  ),
  placeholder: ({ field, idPrefix, onChange }) => (
    <TextField
      id={`${idPrefix}-placeholder`}
      label="Placeholder"
      hint="Example text shown while the field is empty."
      maxLength={FORM_TEXT_LIMITS.placeholder}
      value={field.placeholder ?? ''}
      onChange={(e) => onChange({ placeholder: e.target.value })}
    />
  ),
  required: ({ field, idPrefix, onChange }) => (
    <CheckboxField
      id={`${idPrefix}-required`}
      label="Required"
      hint="The form is not sent until this is filled in."
      checked={field.required === true}
      onChange={(e) => onChange({ required: e.target.checked })}
    />
  ),
  currencySymbol: ({ field, idPrefix, onChange }) => (
    <TextField
      id={`${idPrefix}-currencySymbol`}
      label="Currency symbol"
      hint="Shown before the amount, such as $ or €."
      maxLength={FORM_TEXT_LIMITS.currencySymbol}
      value={field.currencySymbol ?? ''}
      onChange={(e) => onChange({ currencySymbol: e.target.value })}
    />
  ),
  showCountryCode: ({ field, idPrefix, onChange }) => (
    <CheckboxField
      id={`${idPrefix}-showCountryCode`}
      label="Show country code"
      hint="Adds a box for the international dialling code."
      checked={field.showCountryCode === true}
      onChange={(e) => onChange({ showCountryCode: e.target.checked })}
    />
  ),
  underline: ({ field, idPrefix, onChange }) => (
    <CheckboxField
      id={`${idPrefix}-underline`}
      label="Underline"
      hint="Draws a line under the heading."
      checked={field.underline === true}
      onChange={(e) => onChange({ underline: e.target.checked })}
    />
  ),
  options: (props) => <OptionsInput {...props} />,
  key: ({ field, idPrefix, onChange }) => (
    <TextField
      id={`${idPrefix}-key`}
      label="Key"
      hint="The name of the address parameter whose value is sent, such as source for ?source=flyer."
      maxLength={FORM_TEXT_LIMITS.key}
      autoComplete="off"
      spellCheck={false}
      value={field.key ?? ''}
      onChange={(e) => onChange({ key: e.target.value })}
    />
  ),
  value: ({ field, idPrefix, onChange }) => (
    <TextField
      id={`${idPrefix}-value`}
      label="Value"
      hint="Sent when the page address has no such parameter."
      maxLength={FORM_TEXT_LIMITS.value}
      value={field.value ?? ''}
      onChange={(e) => onChange({ value: e.target.value })}
    />
  ),
  maxLength: (props) => <MaxLengthInput {...props} />,
};

/** The settings of one form field: its label, then exactly the attributes its type offers. */
export function FieldAttributesEditor(props: FieldAttributesEditorProps) {
  const { field, idPrefix, onChange } = props;
  const hidden = field.type === FormFieldType.hidden;
  return (
    <div className="stack stack--tight">
      <TextField
        id={`${idPrefix}-title`}
        label={field.type === FormFieldType.section ? 'Heading' : 'Label'}
        hint={
          hidden
            ? 'Names the value in your submissions; left empty, the key does. Visitors never see it.'
            : undefined
        }
        maxLength={FORM_TEXT_LIMITS.fieldTitle}
        value={field.title}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      {offeredAttributes(field.type).map((attribute) => {
        const Input = ATTRIBUTE_INPUTS[attribute];
        return <Input key={attribute} {...props} />;
      })}
    </div>
  );
}
