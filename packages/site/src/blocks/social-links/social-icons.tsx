import type { SocialNetwork } from '@atelier/domain';

/**
 * Our own simple line glyphs, drawn on a 24-unit grid in the text colour: inline, so a page with
 * social links fetches no icon font and asks no network for a picture.
 */
const GLYPHS: Readonly<Record<SocialNetwork, string>> = {
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5v.01',
  facebook: 'M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z',
  x: 'M4 4l16 16M20 4L4 20',
  threads: 'M16 11a4 4 0 1 0-1 5c2-1 3-4 1-7-2-3-8-3-10 1s0 10 6 10c3 0 5-1 6-3',
  bluesky: 'M12 11C10 7 6 4 4 5s0 6 3 7c-3 1-3 4 0 5s4-2 5-4c1 2 2 5 5 4s3-4 0-5c3-1 5-6 3-7s-6 2-8 6z',
  mastodon:
    'M20 9c0-4-3-5-8-5S4 5 4 9v4c0 5 3 7 8 7 2 0 3-.5 4-1v-2c-1 .5-2 1-4 1-3 0-4-1-4-3h8c2 0 4-1 4-3zM9 12V9m6 3V9',
  tiktok: 'M14 3v11a4 4 0 1 1-4-4M14 3c0 3 2 5 5 5',
  youtube: 'M4 6h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM10 9v6l5-3z',
  pinterest: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM11 8l-3 13M11 8c3-1 6 1 5 4s-4 3-5 2',
  linkedin: 'M4 4h16v16H4zM8 10v6M8 7v.01M12 16v-6m0 2a2 2 0 0 1 4 0v4',
  github:
    'M9 19c-4 1-4-2-6-2m12 4v-4a3 3 0 0 0-1-2c3 0 6-1 6-6a4 4 0 0 0-1-3 4 4 0 0 0 0-3s-1 0-3 1a11 11 0 0 0-6 0C6 3 5 3 5 3a4 4 0 0 0 0 3 4 4 0 0 0-1 3c0 5 3 6 6 6a3 3 0 0 0-1 2v4',
  email: 'M3 5h18v14H3zM3 5l9 8 9-8',
  website: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
};

/** A network's glyph, decorative: the link around it carries the name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      className="block-social__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={GLYPHS[network]} />
    </svg>
  );
}

/** The share button's glyph: three joined dots. */
export function ShareIcon() {
  return (
    <svg
      className="block-social__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d="M18 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM18 15a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}
