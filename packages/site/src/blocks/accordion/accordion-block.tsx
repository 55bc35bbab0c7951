import type { ReactNode } from 'react';
import type { BlockProps } from '../block-props';
import { proseMirrorText } from '../html/prose-mirror-text';
import { renderRichText } from '../html/rich-text';
import { isRecord, readText } from '../settings-guards';

/** The name of the accordion's browser behaviour (accordion.behaviour.ts). */
export const ACCORDION_BEHAVIOUR = 'accordion';

interface AccordionItemView {
  id: string;
  title: string;
  /** The stored rich-text document; absent or not one, the item has a title only. */
  body: unknown;
}

export interface AccordionView {
  items: AccordionItemView[];
  openFirst: boolean;
  allowMany: boolean;
}

/** Null without an item to show; an item without a title cannot be opened, so it is left out. */
export function readAccordionSettings(settings: unknown): AccordionView | null {
  if (!isRecord(settings) || !Array.isArray(settings.items)) return null;
  const items: AccordionItemView[] = [];
  settings.items.forEach((item, index) => {
    if (!isRecord(item)) return;
    const title = readText(item, 'title');
    if (!title) return;
    items.push({ id: readText(item, 'id') ?? String(index), title, body: item.body });
  });
  if (items.length === 0) return null;
  return { items, openFirst: settings.openFirst === true, allowMany: settings.allowMany === true };
}

/**
 * Accordion (block type 69): each item a native <details>, so it opens and closes without
 * JavaScript, its title a heading inside the <summary> for screen-reader navigation. With
 * allowMany off the items share a `name`: browsers keep one open, even without the behaviour. The
 * behaviour adds the 250 ms animation and arrow-key moves between titles.
 */
export function AccordionBlock({ block, root }: BlockProps) {
  const view = readAccordionSettings(block.settings);
  if (!view) return null;
  const name = view.allowMany ? undefined : `accordion-${block.id}`;
  return (
    <div {...root} className="block block-accordion" data-allow-many={view.allowMany ? 'true' : undefined}>
      {view.items.map((item, index) => {
        const body: ReactNode = renderRichText(item.body);
        return (
          <details
            key={item.id}
            className="block-accordion__item"
            name={name}
            open={view.openFirst && index === 0}
          >
            <summary className="block-accordion__summary">
              <h3 className="block-accordion__title">{item.title}</h3>
            </summary>
            {body ? <div className="block-accordion__body rich-text">{body}</div> : null}
          </details>
        );
      })}
    </div>
  );
}

/** Titles and bodies, for site search: a visitor finds an answer even while it is closed. */
export function accordionBlockText(settings: unknown): string {
  const view = readAccordionSettings(settings);
  if (!view) return '';
  return view.items
    .flatMap((item) => [item.title, proseMirrorText(item.body)])
    .filter(Boolean)
    .join('\n');
}
