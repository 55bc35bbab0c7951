import { useText } from '../../i18n/use-text';
import { type OrderDownloadView, stateText } from '../order-status/order-downloads';

/** A digital file of one of the member's paid orders, with its link as the order's status page has it. */
export interface AccountDownload extends OrderDownloadView {
  orderNumber: number;
}

/**
 * The digital files of the member's paid orders, each with its download link while the link still
 * gives the file (what is left of it, as on the order's status page). Nothing without any.
 */
export function AccountDownloads({ downloads = [] }: { downloads?: AccountDownload[] }) {
  const store = useText('store');
  if (downloads.length === 0) return null;
  return (
    <section aria-labelledby="account-downloads" className="account-screen__downloads">
      <h2 id="account-downloads">{store('yourDownloads')}</h2>
      <ul>
        {downloads.map((download, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one order may sell the same file twice
          <li key={i} data-download="">
            <span className="download__name">{download.fileName}</span>
            {` · ${store('orderReference', { number: download.orderNumber })} `}
            {download.href ? (
              <a className="button" href={download.href} download data-download-link="">
                {store('download')}
                <span className="visually-hidden">{` ${download.fileName}`}</span>
              </a>
            ) : null}
            <br />
            <small data-download-state="">{stateText(download.state, store)}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
