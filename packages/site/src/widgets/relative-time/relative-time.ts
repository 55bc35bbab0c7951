import { formatMessage, RELATIVE_TIME } from '@atelier/domain';

/** The spec's two phrases under a minute (spec 001 §4), in the page's language. */
export interface RelativeTimeWords {
  justNow: string;
  /** With `{n}`, the seconds. */
  secondsAgo: string;
}

export const RELATIVE_TIME_SELECTOR = 'time[data-relative-time]';
/** Spec 000 §5: a date node with an invalid timestamp is skipped with a console warning. */
export const INVALID_TIMESTAMP_WARNING = 'Skipped a date node with an invalid timestamp:';

const SECOND = 1000;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/**
 * How long ago `time` was, at `now`: under 60 s "just now" (within one refresh) or "about N seconds
 * ago"; beyond, the browser's relative time in the page's language ("3 minutes ago", "hier").
 */
export function relativeTimeText(
  time: number,
  now: number,
  locale: string,
  words: RelativeTimeWords,
): string {
  const seconds = Math.floor((now - time) / SECOND);
  if (seconds < RELATIVE_TIME.refreshMs / SECOND) return words.justNow;
  if (seconds < RELATIVE_TIME.justNowBelowSeconds) return formatMessage(words.secondsAgo, { n: seconds });
  let unit = UNITS[0]!;
  for (const candidate of UNITS) if (seconds >= candidate[1]) unit = candidate;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return format.format(-Math.floor(seconds / unit[1]), unit[0]);
}

export interface RelativeTimeOptions {
  words: RelativeTimeWords;
  /** The page's language tag. */
  locale: string;
  now?: () => number;
  doc?: Document;
}

/**
 * Keeps the `<time data-relative-time datetime=…>` nodes under `root` saying how long ago they
 * were, refreshed every 5 s while the page is visible, and stops once none is left in the page.
 * The server writes the date itself in the node, which stays for a visitor without JavaScript.
 * Returns the undo (the refresh stops; the texts stay).
 */
export function startRelativeTime(root: ParentNode, options: RelativeTimeOptions): () => void {
  const doc = options.doc ?? (root instanceof Document ? root : (root as Node).ownerDocument) ?? document;
  const now = options.now ?? Date.now;
  let nodes: { node: HTMLTimeElement; time: number }[] = [];
  for (const node of root.querySelectorAll<HTMLTimeElement>(RELATIVE_TIME_SELECTOR)) {
    const stamp = node.getAttribute('datetime') ?? '';
    const time = stamp ? Date.parse(stamp) : Number.NaN;
    if (Number.isNaN(time)) {
      console.warn(INVALID_TIMESTAMP_WARNING, stamp);
      continue;
    }
    // The full date stays at hand (a title on hover) once the text says "about 10 seconds ago".
    if (!node.title) node.title = node.textContent ?? '';
    nodes.push({ node, time });
  }
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const update = () => {
    nodes = nodes.filter(({ node }) => node.isConnected);
    if (nodes.length === 0) {
      stop();
      return;
    }
    const at = now();
    for (const { node, time } of nodes) {
      const text = relativeTimeText(time, at, options.locale, options.words);
      if (node.textContent !== text) node.textContent = text;
    }
  };
  const startTimer = () => {
    if (timer === undefined && nodes.length > 0) timer = setInterval(update, RELATIVE_TIME.refreshMs);
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') stopTimer();
    else {
      update();
      startTimer();
    }
  };
  function stop() {
    stopTimer();
    doc.removeEventListener('visibilitychange', onVisibility);
  }
  if (nodes.length === 0) return () => {};
  update();
  if (doc.visibilityState !== 'hidden') startTimer();
  doc.addEventListener('visibilitychange', onVisibility);
  return stop;
}
