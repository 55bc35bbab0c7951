import { type PageText, useText } from '../../i18n/use-text';

/** What is left of one download link of an order. */
export type DownloadState =
  /** The order was refunded or cancelled, or the store withdrew the link. */
  | { kind: 'withdrawn' }
  | { kind: 'expired'; expiresAt: string }
  | { kind: 'used-up' }
  | { kind: 'open'; left: number; limit: number; expiresAt: string };

/** One file the order sells, with its link while the link still gives it. */
export interface OrderDownloadView {
  fileName: string;
  /** The signed download address; null once the link gives nothing. */
  href: string | null;
  state: DownloadState;
}

/** A link's end as buyers read it, in UTC and the page's language: "May 4, 2026 at 3:00 PM". */
const dateText = (iso: string, tag: string) =>
  new Date(iso).toLocaleString(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** What is left of a link, in words (the order status page and the account page). */
export function stateText(state: DownloadState, text: PageText<'store'>): string {
  switch (state.kind) {
    case 'withdrawn':
      return text('downloadWithdrawn');
    case 'expired':
      return text('downloadExpired', { date: dateText(state.expiresAt, text.tag) });
    case 'used-up':
      return text('downloadUsedUp');
    case 'open':
      return text('downloadsLeft', {
        left: state.left,
        limit: state.limit,
        date: dateText(state.expiresAt, text.tag),
      });
  }
}

/** The order's download links, each with what is left of it; withdrawn ones say why. */
export function OrderDownloads({ downloads }: { downloads: OrderDownloadView[] }) {
  const text = useText('store');
  if (downloads.length === 0) return null;
  return (
    <section aria-labelledby="downloads" className="order-downloads">
      <h2 id="downloads">{text('yourDownloads')}</h2>
      <ul>
        {downloads.map((download, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one order may sell the same file twice
          <li key={i} data-download="">
            <span className="download__name">{download.fileName}</span>{' '}
            {download.href ? (
              <a className="button" href={download.href} download data-download-link="">
                {text('download')}
                <span className="visually-hidden">{` ${download.fileName}`}</span>
              </a>
            ) : null}
            <br />
            <small data-download-state="">{stateText(download.state, text)}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
