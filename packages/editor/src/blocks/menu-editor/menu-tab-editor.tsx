import { MENU_LIMITS, type MenuItem, type MenuSection, type MenuTab } from '@atelier/domain';
import { TextAreaField, TextField } from '../../shared/fields';
import { afterRender, focusAfterMove, focusById, ItemActions } from '../item-rows';
import { newMenuItem, newMenuSection } from './menu-defaults';
import { moved, replaced, without, withText } from './menu-edit';

interface MenuTabEditorProps {
  tab: MenuTab;
  /** The tab's name as the tab list shows it. */
  name: string;
  /** The id of the tab's title field, which a new tab focuses. */
  titleId: string;
  /** Prefix of the ids of this tab's sections and items. */
  idPrefix: string;
  onChange(tab: MenuTab): void;
  announce(message: string): void;
}

const sectionName = (section: MenuSection, index: number) =>
  section.title.trim() ? `section ${section.title.trim()}` : `section ${index + 1}`;
const itemName = (item: MenuItem, index: number) => item.name.trim() || `item ${index + 1}`;

/** One tab of a menu: its title, then its sections, each with a title and its priced items. */
export function MenuTabEditor({ tab, name, titleId, idPrefix, onChange, announce }: MenuTabEditorProps) {
  const partId = (id: string) => `${idPrefix}-${id}`;
  const saveSections = (sections: MenuSection[]) => onChange({ ...tab, sections });
  const saveSection = (index: number, section: MenuSection) =>
    saveSections(replaced(tab.sections, index, section));

  function addSection() {
    const section = newMenuSection();
    saveSections([...tab.sections, section]);
    announce(`Section ${tab.sections.length + 1} added.`);
    afterRender(() => focusById(`${partId(section.id)}-title`));
  }

  function addItem(index: number, section: MenuSection) {
    const item = newMenuItem();
    saveSection(index, { ...section, items: [...section.items, item] });
    announce(`${item.name} added.`);
    afterRender(() => {
      const field = document.getElementById(`${partId(item.id)}-name`) as HTMLInputElement | null;
      field?.focus();
      field?.select();
    });
  }

  function moveSection(index: number, by: -1 | 1) {
    saveSections(moved(tab.sections, index, by));
    announce(`Section moved to position ${index + by + 1} of ${tab.sections.length}.`);
    focusAfterMove(partId(tab.sections[index]!.id), by);
  }

  function moveItem(index: number, section: MenuSection, at: number, by: -1 | 1) {
    saveSection(index, { ...section, items: moved(section.items, at, by) });
    announce(
      `${itemName(section.items[at]!, at)} moved to position ${at + by + 1} of ${section.items.length}.`,
    );
    focusAfterMove(partId(section.items[at]!.id), by);
  }

  return (
    <section className="stack stack--tight" aria-label={`Tab ${name}`}>
      <TextField
        id={titleId}
        label="Tab title"
        maxLength={MENU_LIMITS.title}
        value={tab.title}
        onChange={(e) => onChange({ ...tab, title: e.target.value })}
      />
      {tab.sections.map((section, index) => (
        <fieldset key={section.id} className="fieldset menu-editor__section">
          <legend className="field__label">{section.title.trim() || `Section ${index + 1}`}</legend>
          <div className="menu-editor__head">
            <TextField
              id={`${partId(section.id)}-title`}
              label="Section title"
              hint="Optional, such as Starters or Courses."
              maxLength={MENU_LIMITS.title}
              value={section.title}
              onChange={(e) => saveSection(index, { ...section, title: e.target.value })}
            />
            <ItemActions
              name={sectionName(section, index)}
              index={index}
              count={tab.sections.length}
              idPrefix={partId(section.id)}
              onMove={(by) => moveSection(index, by)}
              onRemove={() => {
                saveSections(without(tab.sections, index));
                announce(`Section ${index + 1} removed.`);
              }}
            />
          </div>
          <ol className="menu-editor__items">
            {section.items.map((item, at) => (
              <li key={item.id} className="menu-editor__item">
                <div className="menu-editor__item-head">
                  <TextField
                    id={`${partId(item.id)}-name`}
                    className="menu-editor__name"
                    label="Name"
                    maxLength={MENU_LIMITS.title}
                    value={item.name}
                    onChange={(e) =>
                      saveSection(index, {
                        ...section,
                        items: replaced(section.items, at, { ...item, name: e.target.value }),
                      })
                    }
                  />
                  <TextField
                    className="menu-editor__price"
                    label="Price"
                    maxLength={MENU_LIMITS.price}
                    value={item.price ?? ''}
                    onChange={(e) =>
                      saveSection(index, {
                        ...section,
                        items: replaced(section.items, at, withText(item, 'price', e.target.value)),
                      })
                    }
                  />
                </div>
                <TextAreaField
                  label="Description"
                  rows={2}
                  maxLength={MENU_LIMITS.description}
                  value={item.description ?? ''}
                  onChange={(e) =>
                    saveSection(index, {
                      ...section,
                      items: replaced(section.items, at, withText(item, 'description', e.target.value)),
                    })
                  }
                />
                <ItemActions
                  name={itemName(item, at)}
                  index={at}
                  count={section.items.length}
                  idPrefix={partId(item.id)}
                  onMove={(by) => moveItem(index, section, at, by)}
                  onRemove={() => {
                    saveSection(index, { ...section, items: without(section.items, at) });
                    announce(`${itemName(item, at)} removed.`);
                  }}
                />
              </li>
            ))}
          </ol>
          <div>
            <button
              type="button"
              className="button button--small"
              disabled={section.items.length >= MENU_LIMITS.itemsPerSection}
              onClick={() => addItem(index, section)}
            >
              Add item
            </button>
          </div>
        </fieldset>
      ))}
      <div>
        <button
          type="button"
          className="button button--small"
          disabled={tab.sections.length >= MENU_LIMITS.sectionsPerTab}
          onClick={addSection}
        >
          Add section
        </button>
      </div>
    </section>
  );
}
