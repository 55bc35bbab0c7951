import { useText } from '../../i18n/use-text';
import { MonthCalendar } from '../../screens/events/month-calendar';
import type { BlockProps } from '../block-props';
import { OWNER_PREVIEW } from '../product/product-context';
import { useCalendars } from './calendar-context';
import { calendarPageId } from './calendar-settings';

/**
 * The Calendar block (spec 001 §3 block type 26): the current month of one Events page, its
 * published events on their days, drawn on the server as the Events page's own month is
 * (screens/events/month-calendar.tsx). The months before and after are plain links to that page's
 * calendar, and a link leads to all its events: nothing runs in the browser. Without a page (none
 * chosen, or deleted or unpublished since) visitors see nothing; an owner's preview says why.
 */
export function CalendarBlock({ block, root }: BlockProps) {
  const calendars = useCalendars();
  const text = useText('events');
  const pageId = calendarPageId(block.settings);
  const calendar = pageId ? calendars[pageId] : undefined;
  if (!calendar) {
    if (!calendars[OWNER_PREVIEW]) return null;
    return (
      <div {...root} className="block-calendar block-calendar--empty">
        <p className="block-calendar__note">{text('chooseEventsPage')}</p>
      </div>
    );
  }
  return (
    <div {...root} className="block-calendar">
      <MonthCalendar calendar={calendar} idPrefix={`calendar-${block.id}`} />
      <p className="block-calendar__all">
        <a href={calendar.pagePath}>{text('allEvents')}</a>
      </p>
    </div>
  );
}
