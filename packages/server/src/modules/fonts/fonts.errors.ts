/**
 * The fonts feature's permanent error codes and the HTTP status each one means. Codes never change
 * once published: the editor and generated site markup branch on them.
 */
export const fontErrorStatus = {
  missing_family: 400,
  unknown_font_family: 400,
  unavailable_weight: 400,
} as const;

export type FontErrorCode = keyof typeof fontErrorStatus;

/** A request the fonts feature cannot answer; `statusCode` keeps Fastify's handlers from turning it into a 500. */
export class FontError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: FontErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FontError';
    this.statusCode = fontErrorStatus[code];
  }
}

/** The JSON body every fonts error answers with (docs/api.md, "Errors"). */
export function fontErrorToJson(error: FontError): { error: string; code: FontErrorCode } {
  return { error: error.message, code: error.code };
}
