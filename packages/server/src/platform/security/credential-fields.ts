import { z } from 'zod';

/** An email address as accounts keep it: trimmed, checked for a shape mail can reach, lower-cased. */
export const emailField = z
  .string()
  .trim()
  .min(3)
  .max(256)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'Enter a valid email address.')
  .transform((value) => value.toLowerCase());

/** A password someone chooses: long enough to resist guessing, short enough to hash cheaply. */
export const newPasswordField = z.string().min(10, 'Use at least 10 characters.').max(200);

/** A password someone types to sign in: checked against the hash, never against rules. */
export const passwordField = z.string().min(1).max(200);
