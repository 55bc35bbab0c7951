/** One event of an Events page (modules/events). */
export interface EventsTable {
  id: string;
  website_id: string;
  /** The Events page (a `collections` row of collection type generic 1, item type event 12). */
  page_id: string;
  /** Its address under the page: `/{page}/{slug}`. */
  slug: string;
  title: string;
  /** 1: all-day (`start_local`/`end_local` are days, the end one included); 0: timed. */
  all_day: number;
  /** Wall-clock start as the owner wrote it: `2030-05-04T10:00`, or `2030-05-04` all-day. */
  start_local: string;
  end_local: string;
  /** IANA time zone the wall-clock times are in. */
  time_zone: string;
  /** The instants they name (ISO, UTC): an all-day event from its first day's midnight to the end of its last. */
  starts_at: string;
  ends_at: string;
  location: string;
  /** A rich-text document (JSON, the Text block's), or null. */
  description: string | null;
  media_id: string | null;
  /** A ticket or sign-up address (https). */
  link: string | null;
  /** 'draft' or 'published'. */
  status: string;
  created_at: string;
  updated_at: string;
  /** When the events clock saw its end pass and refreshed the cached lists; null until then (or since a save). */
  passed_at: string | null;
}

/** Per site with an Events page: the day (UTC, `YYYY-MM-DD`) its cached calendars were last drawn for. */
export interface EventCalendarDaysTable {
  website_id: string;
  day: string;
}
