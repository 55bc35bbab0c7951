import { CODE_BLOCK_LIMITS, CODE_FRAME_HEIGHT_MESSAGE, CODE_FRAME_MEASURE_MESSAGE } from '@atelier/domain';

/**
 * The Code block in the browser: its frame's document tells the page how tall its content is, and
 * the frame takes that height, from 0 (a frame that shows nothing takes no room) to the block's
 * maximum. Only messages from that very frame count; anything else posting to the page is ignored.
 * The frame may have loaded, and reported, before this runs: it is asked to report once more.
 */
export default function codeBehaviour(block: HTMLElement): () => void {
  const frame = block.querySelector<HTMLIFrameElement>('iframe.block-code__frame');
  const win = block.ownerDocument.defaultView;
  if (!frame || !win) return () => undefined;
  const reserved = frame.style.height;
  const onMessage = (event: MessageEvent) => {
    if (!event.source || event.source !== frame.contentWindow) return;
    const data: unknown = event.data;
    const height =
      typeof data === 'object' && data !== null
        ? (data as Record<string, unknown>)[CODE_FRAME_HEIGHT_MESSAGE]
        : undefined;
    if (typeof height !== 'number' || !Number.isFinite(height)) return;
    frame.style.height = `${Math.min(CODE_BLOCK_LIMITS.height.max, Math.max(0, Math.ceil(height)))}px`;
  };
  win.addEventListener('message', onMessage);
  // Its document has an opaque origin, which no target origin but '*' names; the message says nothing.
  frame.contentWindow?.postMessage({ [CODE_FRAME_MEASURE_MESSAGE]: true }, '*');
  return () => {
    win.removeEventListener('message', onMessage);
    frame.style.height = reserved;
  };
}
