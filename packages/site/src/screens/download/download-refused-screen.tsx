import { useText } from '../../i18n/use-text';

export interface DownloadRefusedScreenProps {
  /** Why no file came: the refusal's code, for scripts and tests (invalid, expired, used_up, ...). */
  reason: string;
  title: string;
  text: string;
  /** The order's page, when the link named a real order. */
  orderLink?: string;
}

/** A download link that gives no file: what happened and where to go. */
export function DownloadRefusedScreen({ reason, title, text, orderLink }: DownloadRefusedScreenProps) {
  const words = useText('store');
  return (
    <div data-download-refused={reason}>
      <h1>{title}</h1>
      <p>{text}</p>
      {orderLink ? (
        <p>
          <a className="button" href={orderLink}>
            {words('seeYourOrder')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
