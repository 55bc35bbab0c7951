/** A stored time as the owner reads it, in their own locale and time zone; unreadable times as stored. */
export function formatWhen(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "3 submissions"; past the count's cap (`capped`), "1,000+ submissions". */
export const countLabel = (count: number, one: string, many: string, capped = false): string =>
  capped ? `${count.toLocaleString('en-US')}+ ${many}` : `${count} ${count === 1 ? one : many}`;
