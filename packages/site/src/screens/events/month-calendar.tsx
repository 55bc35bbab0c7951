import { useText } from '../../i18n/use-text';
import type { MonthCalendarView } from './events-views';

/**
 * A month as a server-rendered table (spec 000 §2 events calendar): a caption naming the month,
 * weekday column heads, a cell a day with its events as links, and plain links to the months before
 * and after, so it works without JavaScript. Shared by Events pages and the Calendar block.
 */
export function MonthCalendar({
  calendar,
  headingLevel = 2,
  idPrefix = 'events-month',
}: {
  calendar: MonthCalendarView;
  headingLevel?: 2 | 3;
  /** Keeps the heading's id unique when a page holds more than one calendar (a block's own id). */
  idPrefix?: string;
}) {
  const text = useText('events');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${idPrefix}-${calendar.month}`;
  return (
    <section className="events-calendar" aria-labelledby={headingId}>
      <div className="events-calendar__bar">
        <a className="events-calendar__move" href={calendar.previousHref} rel="nofollow">
          <span aria-hidden="true">‹ </span>
          {text('previousMonth')}
        </a>
        <Heading className="events-calendar__month" id={headingId}>
          {calendar.monthText}
        </Heading>
        <a className="events-calendar__move" href={calendar.nextHref} rel="nofollow">
          {text('nextMonth')}
          <span aria-hidden="true"> ›</span>
        </a>
      </div>
      <table className="events-calendar__table">
        <caption className="visually-hidden">{text('monthCaption', { month: calendar.monthText })}</caption>
        <thead>
          <tr>
            {calendar.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week) => (
            <tr key={week.find((d) => d.day)?.day}>
              {week.map((day, index) =>
                day.day ? (
                  <td
                    key={day.day}
                    className={`events-calendar__day${day.events.length ? ' events-calendar__day--busy' : ''}`}
                    aria-current={day.today ? 'date' : undefined}
                  >
                    <span className="events-calendar__number" aria-hidden="true">
                      {day.number}
                    </span>
                    <span className="visually-hidden">{day.label}</span>
                    {day.events.length ? (
                      <ul className="events-calendar__events">
                        {day.events.map((event) => (
                          <li key={event.href}>
                            <a href={event.href}>
                              {event.timeText ? (
                                <span className="events-calendar__time">{event.timeText} </span>
                              ) : null}
                              {event.title}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have nothing else to key on.
                  <td key={`pad-${index}`} className="events-calendar__pad" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {calendar.weeks.every((week) => week.every((day) => day.events.length === 0)) ? (
        <p className="events-calendar__empty">{text('noneThisMonth')}</p>
      ) : null}
    </section>
  );
}
