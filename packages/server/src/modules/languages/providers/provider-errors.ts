/**
 * The translation service could not be reached or did not answer as its API says (down, too slow,
 * an answer that is no translation). Not an AppError: the error kinds have no status for another
 * service's failure, so the multilingual routes answer it as 502 `languages.provider_unavailable`,
 * the one place that code is written. Nothing is written when it is thrown.
 */
export class ProviderUnavailable extends Error {
  constructor(
    reason: string,
    /** The address was refused before any byte was sent (not a public address). */
    readonly refusedAddress = false,
  ) {
    super(reason);
    this.name = 'ProviderUnavailable';
  }
}

/** What an owner reads when the service is unavailable; the reason stays in the server's log. */
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The translation service did not answer. Nothing was changed; please try again later.';
