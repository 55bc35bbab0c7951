import { ACCORDION_LIMITS, newId, type ProseMirrorNode, paragraphDoc } from '@atelier/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { CheckboxField, TextField } from '../shared/fields';
import type { BlockEditorProps } from './block-editor-props';
import { afterRender, focusAfterMove, focusById, ItemActions, keyboardMove, movedInList } from './item-rows';
import { RichTextEditor } from './rich-text-editor';

interface Item {
  id: string;
  title: string;
  body: ProseMirrorNode;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored items, each with an id, a title and a document, whatever an older draft held. */
function readItems(value: unknown): Item[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item, index) => ({
    id: typeof item.id === 'string' && item.id ? item.id : `item-${index}`,
    title: typeof item.title === 'string' ? item.title : '',
    body: isRecord(item.body) ? (item.body as unknown as ProseMirrorNode) : paragraphDoc(''),
  }));
}

/**
 * Settings of the Accordion block (type 69): its items in order, each opening here to its title and
 * its text (the text block's editor); items move with their arrow buttons (or Alt+Arrow keys on
 * their name) and can be removed; new ones go at the end. Two switches: the first item open when
 * the page loads, and several items open at once.
 */
export function AccordionEditor({ settings, onChange }: BlockEditorProps) {
  const base = useId();
  const domId = (itemId: string, part: string) => `${base}-${itemId}-${part}`;
  const items = readItems(settings.items);
  const [openId, setOpenId] = useState<string | null>(() => items[0]?.id ?? null);
  const [status, setStatus] = useState('');
  const full = items.length >= ACCORDION_LIMITS.items;
  const nameOf = (item: Item, index: number) => item.title.trim() || `Item ${index + 1}`;
  const setItems = (next: Item[]) => onChange({ ...settings, items: next });
  const update = (id: string, changes: Partial<Item>) =>
    setItems(items.map((item) => (item.id === id ? { ...item, ...changes } : item)));

  function add() {
    if (full) return;
    const item: Item = { id: newId(), title: `Item ${items.length + 1}`, body: paragraphDoc('') };
    setItems([...items, item]);
    setOpenId(item.id);
    setStatus(`Item ${items.length + 1} added.`);
    afterRender(() => {
      const title = document.getElementById(domId(item.id, 'title')) as HTMLInputElement | null;
      title?.focus();
      title?.select();
    });
  }

  function move(index: number, direction: -1 | 1, focusToggle = false) {
    const item = items[index];
    const next = movedInList(items, index, direction);
    if (!item || !next) return;
    setItems(next);
    setStatus(`${nameOf(item, index)} moved to position ${index + direction + 1} of ${items.length}.`);
    if (focusToggle) afterRender(() => focusById(domId(item.id, 'toggle')));
    else focusAfterMove(`${base}-${item.id}`, direction, domId(item.id, 'toggle'));
  }

  function remove(index: number) {
    const item = items[index];
    if (!item) return;
    const neighbour = items[index + 1] ?? items[index - 1];
    setItems(items.filter((other) => other.id !== item.id));
    if (openId === item.id) setOpenId(null);
    setStatus(`${nameOf(item, index)} removed.`);
    afterRender(() => focusById(neighbour ? domId(neighbour.id, 'toggle') : `${base}-add`));
  }

  function onToggleKeyDown(event: KeyboardEvent, index: number) {
    const by = keyboardMove(event);
    if (by) move(index, by, true);
  }

  return (
    <div className="stack stack--tight accordion-editor">
      <fieldset className="fieldset form-fields">
        <legend className="field__label">Items</legend>
        {items.length === 0 ? (
          <p className="muted">
            This accordion has no items yet: visitors see nothing. Add the first one below.
          </p>
        ) : (
          <ol className="form-field-list">
            {items.map((item, index) => {
              const open = openId === item.id;
              const name = nameOf(item, index);
              return (
                <li key={item.id} className={`form-field-row${open ? ' is-open' : ''}`}>
                  <div className="block-row__head">
                    <button
                      type="button"
                      id={domId(item.id, 'toggle')}
                      className="block-row__select"
                      aria-expanded={open}
                      aria-controls={open ? domId(item.id, 'settings') : undefined}
                      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                      onClick={() => setOpenId(open ? null : item.id)}
                      onKeyDown={(event) => onToggleKeyDown(event, index)}
                    >
                      <span className="form-field-row__title">{name}</span>
                      <span className="block-row__detail">Item {index + 1}</span>
                    </button>
                    <ItemActions
                      name={name}
                      index={index}
                      count={items.length}
                      idPrefix={`${base}-${item.id}`}
                      onMove={(by) => move(index, by)}
                      onRemove={() => remove(index)}
                    />
                  </div>
                  {open ? (
                    <section
                      id={domId(item.id, 'settings')}
                      className="form-field-row__editor stack stack--tight"
                      aria-label={`${name} settings`}
                    >
                      <TextField
                        id={domId(item.id, 'title')}
                        label="Title"
                        hint="Visitors click it to open the item. An item without a title is not shown."
                        maxLength={ACCORDION_LIMITS.title}
                        value={item.title}
                        onChange={(e) => update(item.id, { title: e.target.value })}
                      />
                      <RichTextEditor
                        label="Text"
                        settings={{ doc: item.body }}
                        onChange={(next) => update(item.id, { body: next.doc as ProseMirrorNode })}
                      />
                    </section>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
        <div className="button-row">
          <button
            id={`${base}-add`}
            type="button"
            className="button button--small"
            disabled={full}
            onClick={add}
          >
            Add item
          </button>
        </div>
        {full ? (
          <p className="field__hint">An accordion holds at most {ACCORDION_LIMITS.items} items.</p>
        ) : null}
        <p className="visually-hidden" role="status">
          {status}
        </p>
      </fieldset>
      <CheckboxField
        label="Open the first item"
        hint="The first item shows open when the page loads."
        checked={settings.openFirst === true}
        onChange={(e) => onChange({ ...settings, openFirst: e.target.checked })}
      />
      <CheckboxField
        label="Allow several open"
        hint="Off: opening an item closes the one that was open."
        checked={settings.allowMany === true}
        onChange={(e) => onChange({ ...settings, allowMany: e.target.checked })}
      />
    </div>
  );
}
