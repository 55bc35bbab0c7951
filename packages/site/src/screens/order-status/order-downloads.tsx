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

/** A link's end as buyers read it, in UTC: "May 4, 2026 at 3:00 PM". */
const dateText = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

function stateText(state: DownloadState): string {
  switch (state.kind) {
    case 'withdrawn':
      return 'Withdrawn: the order was refunded or cancelled.';
    case 'expired':
      return `Expired on ${dateText(state.expiresAt)} UTC.`;
    case 'used-up':
      return 'All downloads used.';
    case 'open':
      return `${state.left} of ${state.limit} downloads left, until ${dateText(state.expiresAt)} UTC.`;
  }
}

/** The order's download links, each with what is left of it; withdrawn ones say why. */
export function OrderDownloads({ downloads }: { downloads: OrderDownloadView[] }) {
  if (downloads.length === 0) return null;
  return (
    <section aria-labelledby="downloads" className="order-downloads">
      <h2 id="downloads">Your downloads</h2>
      <ul>
        {downloads.map((download, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one order may sell the same file twice
          <li key={i} data-download="">
            <span className="download__name">{download.fileName}</span>{' '}
            {download.href ? (
              <a className="button" href={download.href} download data-download-link="">
                Download<span className="visually-hidden">{` ${download.fileName}`}</span>
              </a>
            ) : null}
            <br />
            <small data-download-state="">{stateText(download.state)}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
