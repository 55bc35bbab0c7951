import { ApiError, describeError } from '../api/api-error';

/** Server field errors (`settings.<field>`) by field, and the form's message for the rest. */
export function saveFailure(error: unknown): { fields: Record<string, string>; message: string } {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const [key, message] of Object.entries(error.fieldErrors))
      fields[key.replace(/^settings\./, '')] = message;
  }
  return {
    fields,
    message:
      Object.keys(fields).length > 0
        ? 'Some settings need your attention.'
        : `Not saved. ${describeError(error)}`,
  };
}
