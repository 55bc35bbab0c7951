import type { KeyboardEvent } from 'react';

/** Where focus goes in a list of `count` items from `index` for a key, or null for keys lists ignore. */
export function nextListIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Arrow keys, Home and End move between the buttons of a list (`<ul>` of `<li><button>`), as in a
 * mail client; Tab still leaves the list.
 */
export function onListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > li > button')];
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  const next = nextListIndex(event.key, index, buttons.length);
  if (next === null) return;
  event.preventDefault();
  buttons[next]!.focus();
}

/** Focuses the `index`th element matching `selector` in a container once React has drawn it. */
export function focusNth(containerId: string, selector: string, index: number): void {
  requestAnimationFrame(() => {
    const items = document.getElementById(containerId)?.querySelectorAll<HTMLElement>(selector);
    items?.[Math.min(index, items.length - 1)]?.focus();
  });
}
