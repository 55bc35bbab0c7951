/** What the site runtime posts to its parent when Escape is pressed inside the editor frame (spec 000 §2). */
export const ESCAPE_MESSAGE_TYPE = 'atelier:escape';

/**
 * Whether a window message is the frame's Escape: only a message from this very origin counts,
 * since any other page that frames or opens the editor can post messages to it too.
 */
export function isEscapeMessage(event: { origin: string; data: unknown }, ownOrigin: string): boolean {
  if (event.origin !== ownOrigin) return false;
  const data = event.data;
  return (
    data !== null && typeof data === 'object' && (data as { type?: unknown }).type === ESCAPE_MESSAGE_TYPE
  );
}
