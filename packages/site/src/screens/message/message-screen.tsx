export interface MessageScreenProps {
  title: string;
  text: string;
  /** The link home, in the site's words: "Back to Riverside Studio". */
  home: string;
}

/**
 * A short answer from the site in its own look: the outcome of a link a visitor followed from an
 * email (newsletter confirmation, unsubscribe), with a way back home.
 */
export function MessageScreen({ title, text, home }: MessageScreenProps) {
  return (
    <div className="system-page system-page--message">
      <h1 className="system-page__title">{title}</h1>
      <p className="system-page__lead">{text}</p>
      <p>
        <a className="button button--medium" href="/">
          {home}
        </a>
      </p>
    </div>
  );
}
