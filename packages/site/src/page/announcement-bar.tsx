import type { AnnouncementBarColours } from '@atelier/domain';
import { usePageText } from './page-messages';

/** The announcement bar as a page shows it (the server reads the owner's settings). */
export interface AnnouncementBarView {
  text: string;
  /** Present with both words and an address. */
  link?: { text: string; href: string };
  colours: AnnouncementBarColours;
  /** What a visitor's dismissal holds for (announcementBarRevision). */
  revision: string;
}

/**
 * The announcement-bar area at the top of every page: the bar, server-rendered so it takes its
 * place before the first paint, and a top cookie banner when the page has one (spec 000 §4
 * placement). `gate` is the text of the tiny classic script that hides a bar dismissed earlier in the visit
 * before the page paints and wires the close control; without it the bar stays and cannot close.
 */
export function AnnouncementBarArea({ bar, gate }: { bar: AnnouncementBarView; gate?: string }) {
  const text = usePageText();
  return (
    <>
      <div className="announcement-bar-area" data-announcement-bar-area="">
        <section
          className={`announcement-bar announcement-bar--${bar.colours}`}
          data-announcement-bar=""
          data-revision={bar.revision}
          aria-label={text('announcementRegion')}
        >
          <p className="announcement-bar__text">
            {bar.text}
            {bar.link ? (
              <>
                {' '}
                <a className="announcement-bar__link" href={bar.link.href}>
                  {bar.link.text}
                </a>
              </>
            ) : null}
          </p>
          <button
            type="button"
            className="announcement-bar__close"
            data-announcement-bar-close=""
            aria-label={text('announcementClose')}
            hidden
          >
            <span aria-hidden="true">×</span>
          </button>
        </section>
      </div>
      {gate ? (
        // Our own built script, checked when loaded to hold no "</script" (render/assets.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own classic script
        <script dangerouslySetInnerHTML={{ __html: gate }} />
      ) : null}
    </>
  );
}
