/** What the full-page system error overlay shows (spec 000 §8 "Data layer"). */
export interface SystemErrorData {
  message: string;
  /** The message was cleaned of internals: show the generic title instead. */
  cleaned?: boolean;
  /** The server could not be reached: show the network message. */
  network?: boolean;
}

/**
 * Opens the system error overlay. The overlay is its own chunk because most page views never
 * need it, so it is fetched only when an error happens.
 */
export async function openSystemError(data: SystemErrorData): Promise<void> {
  const { showSystemErrorInPageLanguage } = await import('./system-error-overlay');
  await showSystemErrorInPageLanguage(data);
}
