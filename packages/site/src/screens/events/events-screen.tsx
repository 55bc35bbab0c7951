import { renderRichText } from '../../blocks/html/rich-text';
import { MediaContext, mediaRenderState } from '../../blocks/image/media-context';
import { ResponsiveImage } from '../../blocks/image/responsive-image';
import { safeHref } from '../../blocks/safe-href';
import { useText } from '../../i18n/use-text';
import type {
  EventCard,
  EventScreenProps,
  EventsCalendarScreenProps,
  EventsListScreenProps,
} from './events-views';
import { MonthCalendar } from './month-calendar';

const LIST_IMAGE_SIZES = '(max-width: 800px) 100vw, 240px';

/** The Events page's own views: upcoming, past and the month calendar, as plain links. */
function ViewLinks({ pagePath, current }: { pagePath: string; current: 'upcoming' | 'past' | 'calendar' }) {
  const text = useText('events');
  const views = [
    ['upcoming', pagePath],
    ['past', `${pagePath}/past`],
    ['calendar', `${pagePath}/calendar`],
  ] as const;
  return (
    <nav className="events__views" aria-label={text('views')}>
      <ul>
        {views.map(([view, href]) => (
          <li key={view}>
            <a href={href} aria-current={view === current ? 'page' : undefined}>
              {text(view)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An Events page's upcoming or past list (spec 000 §2 events list), a page at a time. Plain
 * links and markup: nothing runs in the browser.
 */
export function EventsListScreen(props: EventsListScreenProps) {
  const text = useText('events');
  return (
    <MediaContext.Provider value={mediaRenderState(props.media)}>
      <div className={`events-list collection-type-generic view-list events-list--${props.which}`}>
        <header className="events__header">
          <h1 className="events__title">{props.pageTitle}</h1>
          <ViewLinks pagePath={props.pagePath} current={props.which} />
        </header>
        <h2 className="visually-hidden">{text(props.which)}</h2>
        {props.events.length === 0 ? (
          <p className="events__empty">{text(props.which === 'upcoming' ? 'noUpcoming' : 'noPast')}</p>
        ) : (
          <ol className="events__items">
            {props.events.map((event) => (
              <EventItem key={event.href} event={event} />
            ))}
          </ol>
        )}
        {props.pages > 1 ? (
          <nav
            className="events__pages"
            aria-label={text('pageOf', { page: props.page, pages: props.pages })}
          >
            {props.previousHref ? (
              <a href={props.previousHref}>{text(props.which === 'past' ? 'later' : 'earlier')}</a>
            ) : null}
            <span>{text('pageOf', { page: props.page, pages: props.pages })}</span>
            {props.nextHref ? (
              <a href={props.nextHref}>{text(props.which === 'past' ? 'earlier' : 'later')}</a>
            ) : null}
          </nav>
        ) : null}
      </div>
    </MediaContext.Provider>
  );
}

function EventItem({ event }: { event: EventCard }) {
  return (
    <li className="event-item">
      {event.image ? (
        <div className="event-item__image">
          <ResponsiveImage reference={event.image} sizes={LIST_IMAGE_SIZES} slotWidth={240} />
        </div>
      ) : null}
      <div className="event-item__text">
        <h3 className="event-item__title">
          <a href={event.href}>{event.title}</a>
        </h3>
        <p className="event-item__when">
          <time dateTime={event.startIso}>{event.whenText}</time>
        </p>
        {event.location ? <p className="event-item__where">{event.location}</p> : null}
      </div>
    </li>
  );
}

/** An Events page's month (spec 000 §2 events calendar). */
export function EventsCalendarScreen(props: EventsCalendarScreenProps) {
  return (
    <div className="events-list collection-type-generic view-calendar">
      <header className="events__header">
        <h1 className="events__title">{props.pageTitle}</h1>
        <ViewLinks pagePath={props.pagePath} current="calendar" />
      </header>
      <MonthCalendar calendar={props.calendar} />
    </div>
  );
}

/** One event's page: when (in its own zone), where, what, tickets and its calendar file. */
export function EventScreen(props: EventScreenProps) {
  const text = useText('events');
  const link = props.link ? safeHref(props.link)?.href : undefined;
  return (
    <MediaContext.Provider value={mediaRenderState(props.media)}>
      <article className="event collection-type-generic view-item">
        <p className="events__up">
          <a href={props.pagePath}>{text('allEvents')}</a>
        </p>
        <h1 className="event__title">{props.title}</h1>
        {props.image ? (
          <ResponsiveImage reference={props.image} sizes="(max-width: 800px) 100vw, 720px" slotWidth={720} />
        ) : null}
        <dl className="event__facts">
          <dt>{text('when')}</dt>
          <dd>
            <time dateTime={props.startIso}>{props.whenText}</time>
            {props.allDay ? null : (
              <span className="event__zone"> ({text('timeZone', { zone: props.timeZone })})</span>
            )}
          </dd>
          {props.location ? (
            <>
              <dt>{text('where')}</dt>
              <dd className="event__location">{props.location}</dd>
            </>
          ) : null}
        </dl>
        {props.description ? (
          <div className="rich-text event__description">{renderRichText(props.description)}</div>
        ) : null}
        <p className="event__actions">
          {link ? (
            <a className="button event__tickets" href={link} rel="noopener">
              {text('tickets')}
            </a>
          ) : null}
          <a className="event__ics" href={props.icsHref} download>
            {text('addToCalendar')}
          </a>
        </p>
      </article>
    </MediaContext.Provider>
  );
}
