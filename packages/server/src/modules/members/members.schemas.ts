import { z } from 'zod';
import { emailField, newPasswordField, passwordField } from '#platform/security/credential-fields';

/** `POST /api/site-users/account`: a visitor opens an account on the site. */
export const MemberSignUp = z.object({
  email: emailField,
  password: newPasswordField,
  displayName: z.string().trim().max(100).default(''),
  /** The address of the page the visitor signed up from: its language is the account's. */
  pagePath: z.string().max(2048).optional(),
});
export type MemberSignUp = z.infer<typeof MemberSignUp>;

/** `POST /api/site-users/account/session` (spec 001 §7): email, password, rememberMe. */
export const MemberSignIn = z.object({
  email: emailField,
  password: passwordField,
  rememberMe: z.boolean().default(false),
});
export type MemberSignIn = z.infer<typeof MemberSignIn>;

/** `DELETE /api/site-users/account/session?cloneCart=` (spec 001 §7). */
export const MemberSignOut = z.object({
  cloneCart: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
});

export const MemberResetRequest = z.object({ email: emailField });
export const MemberResetComplete = z.object({
  token: z.string().min(10).max(100),
  password: newPasswordField,
});
