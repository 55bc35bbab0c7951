import { describe, expect, it } from 'vitest';
import { LocaleContext, pageLocale } from '../../i18n/locale-context';
import type { MonthCalendarView } from '../../screens/events/events-views';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { OWNER_PREVIEW } from '../product/product-context';
import { blockRegistry } from '../registry';
import { CalendarContext, type CalendarLookup } from './calendar-context';

const PAGE = 'b'.repeat(24);
const day = (n: number, events: MonthCalendarView['weeks'][number][number]['events'] = []) => ({
  day: `2030-07-${String(n).padStart(2, '0')}`,
  number: n,
  label: `July ${n}, 2030`,
  today: n === 31,
  events,
});
const july: MonthCalendarView = {
  month: '2030-07',
  monthText: 'July 2030',
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((short) => ({ short, long: short })),
  weeks: [
    [1, 2, 3, 4, 5, 6, 7].map((n) =>
      day(
        n,
        n === 4 ? [{ title: 'Wheel workshop', href: '/workshops/wheel-workshop', timeText: '10:00' }] : [],
      ),
    ),
  ],
  previousHref: '/workshops/calendar/2030-06',
  nextHref: '/workshops/calendar/2030-08',
  pagePath: '/workshops',
  pageTitle: 'Workshops',
};

function renderCalendar(settings: Record<string, unknown>, calendars: CalendarLookup) {
  const block = { id: 'c'.repeat(24), type: 26, settings };
  return renderMarkup(
    <LocaleContext.Provider value={pageLocale('en-US', '/')}>
      <CalendarContext.Provider value={calendars}>
        <BlockView block={block} />
      </CalendarContext.Provider>
    </LocaleContext.Provider>,
  );
}

describe('calendar block', () => {
  it('draws the month of its Events page with links around it, and no behaviour', () => {
    expect(blockRegistry.get(26)?.behaviour).toBeUndefined();
    const { document } = renderCalendar({ pageId: PAGE }, { [PAGE]: july });
    const root = document.querySelector('[data-block-type="26"]')!;
    expect(root.getAttribute('data-behaviour')).toBeNull();
    expect(root.querySelector('h2')?.textContent).toBe('July 2030');
    expect(root.querySelector('h2')?.getAttribute('id')).toBe(`calendar-${'c'.repeat(24)}-2030-07`);
    const links = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/workshops/calendar/2030-06',
      '/workshops/calendar/2030-08',
      '/workshops/wheel-workshop',
      '/workshops',
    ]);
    expect(root.querySelector('.block-calendar__all a')?.textContent).toBe('All events');
  });

  it('shows visitors nothing without its page, and tells the owner in a preview what it needs', () => {
    expect(renderCalendar({}, {}).document.querySelector('[data-block-type="26"]')).toBeNull();
    expect(renderCalendar({ pageId: PAGE }, {}).document.querySelector('[data-block-type="26"]')).toBeNull();
    const preview = renderCalendar({}, { [OWNER_PREVIEW]: true }).document;
    expect(preview.querySelector('.block-calendar__note')?.textContent).toBe(
      'Choose an Events page in this Calendar block’s settings.',
    );
  });
});
