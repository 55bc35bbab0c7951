import { postJson } from './send';

export const BUTTON_RENDER_URL = '/api/census/button-render';
export const BUTTON_CLICK_URL = '/api/census/button-click';
/** Where the button lives, as button events name it (spec 000 §3). */
export const BUTTON_CONTEXT = 'button-block';

/** The button event fields of spec 000 §3, read from the markup of button-block.tsx. */
export function buttonFields(block: HTMLElement, link: HTMLAnchorElement): Record<string, unknown> {
  return {
    id: block.dataset.blockId,
    buttonText: link.textContent?.trim() ?? '',
    clickthroughUrl: link.getAttribute('href') ?? '',
    alignment: /block-button--align-(\w+)/.exec(block.className)?.[1] ?? 'left',
    size: /\bbutton--(\w+)/.exec(link.className)?.[1] ?? 'medium',
    newWindow: link.target === '_blank',
    context: BUTTON_CONTEXT,
  };
}

/**
 * Counts each rendered button block tracking.ts found on the page (button-render) and each click on
 * one (button-click); both give up after 2.5 s and their failures are ignored. Returns the undo of
 * the click listeners.
 */
export function startButtonCensus(blocks: Iterable<HTMLElement>, visitorCookie: string): () => void {
  const undo: (() => void)[] = [];
  for (const block of blocks) {
    const link = block.querySelector('a');
    if (!link) continue;
    const fields = { ...buttonFields(block, link), visitorCookie };
    void postJson(BUTTON_RENDER_URL, fields);
    const onClick = () => void postJson(BUTTON_CLICK_URL, fields);
    link.addEventListener('click', onClick);
    undo.push(() => link.removeEventListener('click', onClick));
  }
  return () => {
    for (const step of undo) step();
  };
}
