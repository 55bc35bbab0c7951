import type { z } from 'zod';
import { AppError } from './app-error';

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
  throw new AppError('invalid', 'invalid_input', `Invalid input. ${summary}`, fields);
}
