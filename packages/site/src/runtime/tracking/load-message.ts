import type { TrackingMessage } from './tracking-messages';

/**
 * Resolves with a tracking message, its `{name}` placeholders filled. The texts arrive in their own
 * chunk on first use: most page views never log or report anything. The dictionary's formatMessage
 * is not used because it would bring the whole dictionary along.
 */
export const loadMessage = (
  key: TrackingMessage,
  values: Record<string, string | number> = {},
): Promise<string> =>
  import('./tracking-messages').then(({ trackingMessages }) =>
    trackingMessages[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)),
  );

/** Logs a tracking message to the console once its text has arrived. */
export const logMessage = (
  level: 'warn' | 'error',
  key: TrackingMessage,
  values?: Record<string, string | number>,
): void => void loadMessage(key, values).then((text) => console[level](text));
