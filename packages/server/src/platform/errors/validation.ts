import type { z } from 'zod';
import { CommonErrors } from './common.errors';

/** Parses input with a command schema; a failure is an 'invalid' AppError naming each bad field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
    .join('; ');
  throw CommonErrors.invalidInput(fields, `Invalid input. ${summary}`);
}
