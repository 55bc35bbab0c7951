/** What the site runtime posts to its parent when Escape is pressed inside the editor frame (spec 000 §2). */
export const ESCAPE_MESSAGE_TYPE = 'atelier:escape';

/** What the site runtime posts to its parent on every page it shows inside the editor frame. */
export const LOCATION_MESSAGE_TYPE = 'atelier:location';

interface FrameMessageEvent {
  origin: string;
  data: unknown;
  source?: unknown;
}

/**
 * Whether a window message comes from the site frame. The frame is sandboxed without same-origin
 * rights, so its messages carry the opaque origin "null": what proves them is that their source is
 * the frame's own window. Any other page that frames or opens the editor can post messages too.
 */
export function fromSiteFrame(event: FrameMessageEvent, ownOrigin: string, frame: unknown): boolean {
  if (event.origin === ownOrigin) return true;
  return event.origin === 'null' && frame != null && event.source === frame;
}

const typeOf = (data: unknown) =>
  data !== null && typeof data === 'object' ? (data as { type?: unknown }).type : undefined;

/** Whether a window message is the frame's Escape. */
export function isEscapeMessage(event: FrameMessageEvent, ownOrigin: string, frame: unknown = null): boolean {
  return fromSiteFrame(event, ownOrigin, frame) && typeOf(event.data) === ESCAPE_MESSAGE_TYPE;
}

/** What the frame's styles preview posts once it listens (site runtime editor-frame.ts). */
export const STYLES_READY_MESSAGE_TYPE = 'atelier:styles-ready';

/** Whether a window message is the frame's styles preview saying it listens now. */
export function isStylesReadyMessage(event: FrameMessageEvent, ownOrigin: string, frame: unknown): boolean {
  return fromSiteFrame(event, ownOrigin, frame) && typeOf(event.data) === STYLES_READY_MESSAGE_TYPE;
}

/** The path a frame message reports it shows, or null when the message is something else. */
export function frameLocationOf(event: FrameMessageEvent, ownOrigin: string, frame: unknown): string | null {
  if (!fromSiteFrame(event, ownOrigin, frame) || typeOf(event.data) !== LOCATION_MESSAGE_TYPE) return null;
  const path = (event.data as { path?: unknown }).path;
  return typeof path === 'string' && path.startsWith('/') ? path : null;
}

/** The window of the editor's site frame, when it is on the page. */
export const siteFrameWindow = (): Window | null =>
  document.querySelector<HTMLIFrameElement>('iframe[data-testid="site-frame"]')?.contentWindow ?? null;

/** The owner clicked a block in the frame (the site runtime's editor-bridge.ts). */
export const SELECT_MESSAGE_TYPE = 'atelier:select';
/** The owner finished editing a block in place: its new markup. */
export const INLINE_EDIT_MESSAGE_TYPE = 'atelier:inline-edit';
/** To the frame: the selected block, and whether it may be edited in place. */
export const SELECTED_MESSAGE_TYPE = 'atelier:selected';

/** The owner dropped a block or section dragged in the frame, or pressed Enter on its drag handle. */
export const MOVE_MESSAGE_TYPE = 'atelier:move';
export const MOVE_KEYS_MESSAGE_TYPE = 'atelier:move-keys';

const ID = /^[0-9a-f]{24}$/;
const MAX_INLINE_HTML = 200_000;
const isId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000;

export type FrameEdit =
  | { kind: 'select'; blockId: string }
  | { kind: 'inline-edit'; blockId: string; html: string }
  | { kind: 'move-block'; blockId: string; sectionId: string; column: number; index: number }
  | { kind: 'move-section'; sectionId: string; index: number }
  | { kind: 'move-keys'; item: { kind: 'block' | 'section'; id: string } };

/** A block selection, in-place edit or move posted by the frame, or null for anything else. */
export function frameEditOf(event: FrameMessageEvent, ownOrigin: string, frame: unknown): FrameEdit | null {
  if (!fromSiteFrame(event, ownOrigin, frame)) return null;
  const data = event.data as Record<string, unknown> | null;
  const type = typeOf(data);
  if (!data) return null;
  if (type === MOVE_MESSAGE_TYPE && isId(data.id) && isCount(data.index)) {
    if (data.kind === 'section') return { kind: 'move-section', sectionId: data.id, index: data.index };
    if (data.kind === 'block' && isId(data.sectionId) && isCount(data.column))
      return {
        kind: 'move-block',
        blockId: data.id,
        sectionId: data.sectionId,
        column: data.column,
        index: data.index,
      };
    return null;
  }
  if (type === MOVE_KEYS_MESSAGE_TYPE && isId(data.id) && (data.kind === 'block' || data.kind === 'section'))
    return { kind: 'move-keys', item: { kind: data.kind, id: data.id } };
  if (!isId(data.blockId)) return null;
  if (type === SELECT_MESSAGE_TYPE) return { kind: 'select', blockId: data.blockId };
  if (
    type === INLINE_EDIT_MESSAGE_TYPE &&
    typeof data.html === 'string' &&
    data.html.length <= MAX_INLINE_HTML
  )
    return { kind: 'inline-edit', blockId: data.blockId, html: data.html };
  return null;
}
