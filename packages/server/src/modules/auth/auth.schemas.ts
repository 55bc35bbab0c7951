import { z } from 'zod';
import {
  emailField as email,
  newPasswordField as newPassword,
  passwordField,
} from '#platform/security/credential-fields';

export const SignUp = z.object({
  email,
  password: newPassword,
  displayName: z.string().trim().min(1, 'Enter your name.').max(100),
});
export type SignUp = z.infer<typeof SignUp>;

export const SignIn = z.object({ email, password: passwordField });
export type SignIn = z.infer<typeof SignIn>;

export const Handoff = z.object({ token: z.string().min(10).max(100) });
export type Handoff = z.infer<typeof Handoff>;

/**
 * `GET /api/auth/continue`: the site whose editor to open (its identifier, on the platform home;
 * a site host names itself) and the editor address to open there, a path under `/config`.
 */
export const Continue = z.object({
  site: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'Name a site by its address.')
    .optional(),
  to: z
    .string()
    .max(2000)
    .regex(/^\/config(?:[/?][^\s\\#]*)?$/, 'Name a page of the editor.')
    .optional(),
});
export type Continue = z.infer<typeof Continue>;

export const ChangePassword = z.object({ currentPassword: passwordField, newPassword });
export type ChangePassword = z.infer<typeof ChangePassword>;

export const ResetRequest = z.object({ email });
export type ResetRequest = z.infer<typeof ResetRequest>;

export const ResetPassword = z.object({ token: z.string().min(10).max(100), password: newPassword });
export type ResetPassword = z.infer<typeof ResetPassword>;
