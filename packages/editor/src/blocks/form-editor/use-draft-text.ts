import { useState } from 'react';

/**
 * Text the owner types that is stored in another form (options parsed from lines) or only once it
 * is valid (an email address, a link). The input keeps exactly what was typed, trailing newline or
 * half-written address included, and follows the stored text only when that changes to something
 * the typed text does not already stand for (a reloaded draft, for instance).
 *
 * `stored` null means nothing is stored for this input right now: the typed text is kept as it is.
 */
export function useDraftText(
  stored: string | null,
  normalise: (text: string) => string = (text) => text,
): [string, (text: string) => void] {
  const [state, setState] = useState(() => ({ text: stored ?? '', seen: stored }));
  let { text } = state;
  if (stored !== null && stored !== state.seen) {
    if (normalise(text) !== stored) text = stored;
    // Adjusting state while rendering, as React documents for state derived from props.
    setState({ text, seen: stored });
  }
  return [text, (next) => setState((current) => ({ ...current, text: next }))];
}
