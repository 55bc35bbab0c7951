import { z } from 'zod';

const email = z
  .string()
  .trim()
  .min(3)
  .max(256)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'Enter a valid email address.')
  .transform((value) => value.toLowerCase());

const newPassword = z.string().min(10, 'Use at least 10 characters.').max(200);

export const SignUp = z.object({
  email,
  password: newPassword,
  displayName: z.string().trim().min(1, 'Enter your name.').max(100),
});
export type SignUp = z.infer<typeof SignUp>;

export const SignIn = z.object({ email, password: z.string().min(1).max(200) });
export type SignIn = z.infer<typeof SignIn>;

export const Handoff = z.object({ token: z.string().min(10).max(100) });
export type Handoff = z.infer<typeof Handoff>;

export const ChangePassword = z.object({ currentPassword: z.string().min(1).max(200), newPassword });
export type ChangePassword = z.infer<typeof ChangePassword>;

export const ResetRequest = z.object({ email });
export type ResetRequest = z.infer<typeof ResetRequest>;

export const ResetPassword = z.object({ token: z.string().min(10).max(100), password: newPassword });
export type ResetPassword = z.infer<typeof ResetPassword>;
