import type { EventsTable } from '#platform/db/schema';

/** One event of an Events page, as the module hands it out. */
export interface EventRecord {
  id: string;
  pageId: string;
  slug: string;
  title: string;
  allDay: boolean;
  /** Wall-clock start in `timeZone`: `2030-05-04T10:00`, or the day when all-day. */
  start: string;
  /** Wall-clock end; an all-day event's last day (included). */
  end: string;
  timeZone: string;
  /** The instants start and end name (ISO, UTC); an all-day event ends at its last day's end. */
  startsAt: string;
  endsAt: string;
  location: string;
  /** A rich-text document (the Text block's), or null. */
  description: Record<string, unknown> | null;
  mediaId: string | null;
  link: string | null;
  status: 'draft' | 'published';
  createdAt: string;
  updatedAt: string;
}

const parseDoc = (json: string | null): Record<string, unknown> | null => {
  if (!json) return null;
  try {
    const value = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export const rowToEvent = (row: EventsTable): EventRecord => ({
  id: row.id,
  pageId: row.page_id,
  slug: row.slug,
  title: row.title,
  allDay: Boolean(row.all_day),
  start: row.start_local,
  end: row.end_local,
  timeZone: row.time_zone,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  location: row.location,
  description: parseDoc(row.description),
  mediaId: row.media_id,
  link: row.link,
  status: row.status === 'published' ? 'published' : 'draft',
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The owner's JSON of an event (the editor's events panel), with its page's address. */
export const eventToJson = (event: EventRecord, pagePath: string) => ({
  ...event,
  path: `${pagePath}/${event.slug}`,
});
export type EventJson = ReturnType<typeof eventToJson>;

/** Words of a rich-text document as plain text: paragraphs and list items on lines of their own. */
export function docPlainText(doc: unknown, depth = 0): string {
  if (!doc || typeof doc !== 'object' || depth > 48) return '';
  const node = doc as { type?: unknown; text?: unknown; content?: unknown };
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
  if (node.type === 'hardBreak') return '\n';
  const inner = Array.isArray(node.content) ? node.content.map((c) => docPlainText(c, depth + 1)) : [];
  const block = ['paragraph', 'heading', 'listItem', 'blockquote', 'codeBlock'].includes(String(node.type));
  const text = inner.join(block || node.type === 'doc' ? '' : '');
  if (node.type === 'doc' || node.type === 'bulletList' || node.type === 'orderedList')
    return inner.filter(Boolean).join('\n');
  return block ? text.trim() : text;
}
