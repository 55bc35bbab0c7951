const ID = /^[0-9a-f]{24}$/;

/** The Events page a Calendar block (type 26) shows, or null while none is chosen. */
export function calendarPageId(settings: unknown): string | null {
  const pageId = (settings as { pageId?: unknown } | null)?.pageId;
  return typeof pageId === 'string' && ID.test(pageId) ? pageId : null;
}
