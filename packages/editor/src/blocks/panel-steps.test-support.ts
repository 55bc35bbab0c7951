import { act } from 'react';
import { expect } from 'vitest';
import type { BlockPanelHarness } from './block-panel.test-support';

/** What a test does in the panel: open Add block, pick a kind, type into a field by its label. */
export function panelSteps(harness: BlockPanelHarness) {
  const { container, until } = harness;
  const field = (label: string) => {
    const found = Array.from(container().querySelectorAll('label')).find((l) => l.textContent === label);
    const control = found && container().ownerDocument.getElementById(found.htmlFor);
    if (!control) throw new Error(`No field ${label}`);
    return control as HTMLInputElement | HTMLTextAreaElement;
  };
  const items = () => Array.from(container().querySelectorAll<HTMLElement>('[role="menuitem"]'));
  /** The kinds of the Add block menu, opening it unless it is open. */
  const offered = async () => {
    if (items().length) return items();
    const add = Array.from(container().querySelectorAll('button')).find(
      (b) => b.textContent === 'Add block',
    )!;
    await until(() => expect(add.disabled).toBe(false));
    await act(async () => add.click());
    return items();
  };
  const add = async (kind: string) => {
    const item = (await offered()).find((el) => el.querySelector('.menu__label')?.textContent === kind);
    if (!item) throw new Error(`No ${kind} in the Add block menu`);
    await act(async () => item.click());
  };
  const type = (label: string, value: string) =>
    act(() => {
      const control = field(label);
      const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(prototype.prototype, 'value')!.set!.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const hintOf = (label: string) =>
    container().ownerDocument.getElementById(
      field(label).getAttribute('aria-describedby')?.split(' ')[0] ?? '',
    )?.textContent;
  return { field, offered, add, type, hintOf };
}
