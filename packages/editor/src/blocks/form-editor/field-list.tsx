import { FORM_LIMITS, type FormField, FormFieldType } from '@atelier/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { SelectField } from '../../shared/fields';
import { afterRender, focusAfterMove, focusById, ItemActions, keyboardMove } from '../item-rows';
import { FieldAttributesEditor } from './field-attributes-editor';
import {
  addField,
  createField,
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  fieldSummary,
  moveField,
  removeField,
  updateField,
} from './form-fields';

interface FieldListProps {
  fields: FormField[];
  onChange(fields: FormField[]): void;
}

/**
 * The fields of a form, in the order visitors see them: each opens to its settings, moves with
 * its arrow buttons (or Alt+Arrow keys on its name) and can be removed; new fields go at the end.
 */
export function FieldList({ fields, onChange }: FieldListProps) {
  const base = useId();
  const domId = (fieldId: string, part: string) => `${base}-${fieldId}-${part}`;
  const [openId, setOpenId] = useState<string | null>(null);
  const [newType, setNewType] = useState<FormFieldType>(FormFieldType.text);
  const [status, setStatus] = useState('');
  const full = fields.length >= FORM_LIMITS.maxFields;

  function add() {
    if (full) return;
    const field = createField(
      newType,
      fields.map((f) => f.id),
    );
    onChange(addField(fields, field));
    setOpenId(field.id);
    setStatus(`${FIELD_TYPE_LABELS[newType]} field added.`);
    afterRender(() => {
      const title = document.getElementById(domId(field.id, 'title')) as HTMLInputElement | null;
      title?.focus();
      title?.select();
    });
  }

  function move(field: FormField, direction: -1 | 1, focusToggle = false) {
    const index = fields.indexOf(field);
    const to = index + direction;
    if (to < 0 || to >= fields.length) return;
    onChange(moveField(fields, field.id, direction));
    setStatus(`${fieldSummary(field)} moved to position ${to + 1} of ${fields.length}.`);
    if (focusToggle) afterRender(() => focusById(domId(field.id, 'toggle')));
    else focusAfterMove(`${base}-${field.id}`, direction, domId(field.id, 'toggle'));
  }

  function remove(field: FormField) {
    const index = fields.indexOf(field);
    const neighbour = fields[index + 1] ?? fields[index - 1];
    onChange(removeField(fields, field.id));
    if (openId === field.id) setOpenId(null);
    setStatus(`${fieldSummary(field)} removed.`);
    afterRender(() => focusById(neighbour ? domId(neighbour.id, 'toggle') : `${base}-new-type`));
  }

  function onToggleKeyDown(event: KeyboardEvent, field: FormField) {
    const by = keyboardMove(event);
    if (by) move(field, by, true);
  }

  return (
    <fieldset className="fieldset form-fields">
      <legend className="field__label">Fields</legend>
      {fields.length === 0 ? (
        <p className="muted">This form has no fields yet. Add the first one below.</p>
      ) : (
        <ol className="form-field-list">
          {fields.map((field, index) => {
            const open = openId === field.id;
            const summary = fieldSummary(field);
            return (
              <li key={field.id} className={`form-field-row${open ? ' is-open' : ''}`}>
                {/* The same row as the block list's: a toggle that opens the settings, then the actions. */}
                <div className="block-row__head">
                  <button
                    type="button"
                    id={domId(field.id, 'toggle')}
                    className="block-row__select"
                    aria-expanded={open}
                    aria-controls={open ? domId(field.id, 'settings') : undefined}
                    aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                    onClick={() => setOpenId(open ? null : field.id)}
                    onKeyDown={(event) => onToggleKeyDown(event, field)}
                  >
                    <span className="form-field-row__title">{summary}</span>
                    <span className="block-row__detail">
                      {FIELD_TYPE_LABELS[field.type]}
                      {field.required ? ' · Required' : ''}
                    </span>
                  </button>
                  <ItemActions
                    name={summary}
                    index={index}
                    count={fields.length}
                    idPrefix={`${base}-${field.id}`}
                    onMove={(by) => move(field, by)}
                    onRemove={() => remove(field)}
                  />
                </div>
                {open ? (
                  <section
                    id={domId(field.id, 'settings')}
                    className="form-field-row__editor"
                    aria-label={`${summary} settings`}
                  >
                    <FieldAttributesEditor
                      field={field}
                      idPrefix={`${base}-${field.id}`}
                      onChange={(changes) => onChange(updateField(fields, field.id, changes))}
                    />
                  </section>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <div className="form-field-add">
        <SelectField
          id={`${base}-new-type`}
          label="New field type"
          value={newType}
          disabled={full}
          onChange={(e) => setNewType(e.target.value as FormFieldType)}
        >
          {FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {FIELD_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <button type="button" className="button button--small" disabled={full} onClick={add}>
          Add field
        </button>
      </div>
      {full ? <p className="field__hint">A form holds at most {FORM_LIMITS.maxFields} fields.</p> : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </fieldset>
  );
}
