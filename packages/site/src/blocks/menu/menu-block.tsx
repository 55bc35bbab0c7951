import type { BlockProps } from '../block-props';
import { type MenuSectionView, readMenuSettings } from './menu-settings-read';

/** The menu's browser behaviour (menu.behaviour.ts): tabs, for a menu with more than one. */
export const MENU_BEHAVIOUR = 'menu';

/** A menu with one tab has no tabs to switch, and loads no script. */
export function menuBlockBehaviour(settings: unknown): string | undefined {
  return (readMenuSettings(settings)?.tabs.length ?? 0) > 1 ? MENU_BEHAVIOUR : undefined;
}

function MenuSection({ section }: { section: MenuSectionView }) {
  return (
    <div className="block-menu__section">
      {section.title ? <h3 className="block-menu__section-title">{section.title}</h3> : null}
      {section.items.length > 0 ? (
        <dl className="block-menu__items">
          {section.items.map((item, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
              key={index}
              className={item.price ? 'block-menu__item block-menu__item--priced' : 'block-menu__item'}
            >
              <dt className="block-menu__name">{item.name}</dt>
              {item.price ? <dd className="block-menu__price">{item.price}</dd> : null}
              {item.description ? <dd className="block-menu__description">{item.description}</dd> : null}
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * Menu (block type 18): a restaurant or price menu. A menu of several tabs arrives as WAI-ARIA tabs,
 * the first one selected (spec 000 §9), so nothing moves when its behaviour wires the keys and
 * clicks. Without scripts (menu.css, `scripting: none`) and on paper every tab shows, one after the
 * other under its heading, and the tab list hides.
 */
export function MenuBlock({ block, root }: BlockProps) {
  const menu = readMenuSettings(block.settings);
  if (!menu) return null;
  const tabbed = menu.tabs.length > 1;
  const ids = (index: number) => ({
    tab: `menu-${block.id}-tab-${index}`,
    panel: `menu-${block.id}-panel-${index}`,
    title: `menu-${block.id}-title-${index}`,
  });
  return (
    <div
      {...root}
      {...(tabbed ? { 'data-behaviour': MENU_BEHAVIOUR } : {})}
      className={tabbed ? 'block block-menu block-menu--tabbed' : 'block block-menu'}
    >
      {tabbed ? (
        <div className="block-menu__tabs" role="tablist">
          {menu.tabs.map((tab, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
              key={index}
              type="button"
              role="tab"
              className="block-menu__tab"
              id={ids(index).tab}
              aria-controls={ids(index).panel}
              aria-selected={index === 0}
              tabIndex={index === 0 ? 0 : -1}
            >
              {tab.title}
            </button>
          ))}
        </div>
      ) : null}
      {menu.tabs.map((tab, index) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
          key={index}
          className="block-menu__panel"
          id={ids(index).panel}
          {...(tabbed
            ? { role: 'tabpanel', 'aria-labelledby': ids(index).tab, tabIndex: 0, hidden: index !== 0 }
            : { 'aria-labelledby': ids(index).title })}
        >
          <h2 className="block-menu__title" id={ids(index).title}>
            {tab.title}
          </h2>
          {tab.sections.map((section, sectionIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
            <MenuSection key={sectionIndex} section={section} />
          ))}
        </section>
      ))}
      {menu.currencyNote ? <p className="block-menu__note">{menu.currencyNote}</p> : null}
    </div>
  );
}
