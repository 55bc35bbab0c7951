import { MENU_LIMITS, type MenuTab } from '@atelier/domain';
import { useId, useState } from 'react';
import { TextField } from '../../shared/fields';
import { type BlockEditorProps, withOptional } from '../block-editor-props';
import { afterRender, focusAfterMove, focusById, ItemActions } from '../item-rows';
import { newMenuTab } from './menu-defaults';
import { moved, readMenu, replaced, without } from './menu-edit';
import { MenuTabEditor } from './menu-tab-editor';
import './menu-editor.css';

export const tabName = (tab: MenuTab, index: number) => tab.title.trim() || `Tab ${index + 1}`;

/**
 * The Menu block's settings: its tabs (add, choose one to edit, move, remove), the chosen tab's
 * sections and items, and a note under the menu. Visitors see the first tab first.
 */
export function MenuEditor({ settings, onChange }: BlockEditorProps) {
  const base = useId();
  const menu = readMenu(settings);
  const [openId, setOpenId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const openIndex = Math.max(
    0,
    menu.tabs.findIndex((tab) => tab.id === openId),
  );
  const open = menu.tabs[openIndex];
  const tabIds = (tab: MenuTab) => `${base}-${tab.id}`;
  const saveTabs = (tabs: MenuTab[]) => onChange({ ...settings, tabs });

  function addTab() {
    if (menu.tabs.length >= MENU_LIMITS.tabs) return;
    const tab = newMenuTab(`Tab ${menu.tabs.length + 1}`);
    saveTabs([...menu.tabs, tab]);
    setOpenId(tab.id);
    setStatus(`${tab.title} added.`);
    afterRender(() => {
      const title = document.getElementById(`${base}-tab-title`) as HTMLInputElement | null;
      title?.focus();
      title?.select();
    });
  }

  function moveTab(index: number, by: -1 | 1) {
    const tab = menu.tabs[index]!;
    saveTabs(moved(menu.tabs, index, by));
    setStatus(`${tabName(tab, index)} moved to position ${index + by + 1} of ${menu.tabs.length}.`);
    focusAfterMove(tabIds(tab), by);
  }

  function removeTab(index: number) {
    const tab = menu.tabs[index]!;
    const neighbour = menu.tabs[index + 1] ?? menu.tabs[index - 1];
    saveTabs(without(menu.tabs, index));
    setStatus(`${tabName(tab, index)} removed.`);
    if (neighbour) afterRender(() => focusById(`${tabIds(neighbour)}-select`));
  }

  return (
    <div className="stack stack--tight menu-editor">
      <fieldset className="fieldset">
        <legend className="field__label">Tabs</legend>
        <ol className="menu-editor__list">
          {menu.tabs.map((tab, index) => (
            <li key={tab.id} className="menu-editor__row">
              <button
                type="button"
                id={`${tabIds(tab)}-select`}
                className="block-row__select menu-editor__tab"
                aria-pressed={tab === open}
                onClick={() => setOpenId(tab.id)}
              >
                {tabName(tab, index)}
              </button>
              <ItemActions
                name={`tab ${tabName(tab, index)}`}
                index={index}
                count={menu.tabs.length}
                idPrefix={tabIds(tab)}
                onMove={(by) => moveTab(index, by)}
                onRemove={() => removeTab(index)}
                removable={menu.tabs.length > 1}
              />
            </li>
          ))}
        </ol>
        <p className="muted">
          {menu.tabs.length > 1
            ? 'Visitors see the first tab first and switch between them.'
            : 'Add a tab to split the menu, such as lunch and dinner.'}
        </p>
        <div>
          <button
            type="button"
            className="button button--small"
            disabled={menu.tabs.length >= MENU_LIMITS.tabs}
            onClick={addTab}
          >
            Add tab
          </button>
        </div>
      </fieldset>
      {open ? (
        <MenuTabEditor
          key={open.id}
          tab={open}
          name={tabName(open, openIndex)}
          titleId={`${base}-tab-title`}
          idPrefix={`${base}-${open.id}`}
          onChange={(tab) => saveTabs(replaced(menu.tabs, openIndex, tab))}
          announce={setStatus}
        />
      ) : null}
      <TextField
        label="Note under the menu"
        hint="Optional, such as “Prices include tax.”"
        maxLength={MENU_LIMITS.currencyNote}
        value={menu.currencyNote ?? ''}
        onChange={(e) => onChange(withOptional(settings, 'currencyNote', e.target.value))}
      />
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </div>
  );
}
