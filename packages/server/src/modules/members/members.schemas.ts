import { validateAddress } from '@atelier/domain';
import { z } from 'zod';
import { CursorParam } from '#platform/db/keyset';
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

const id = z.string().regex(/^[0-9a-f]{24}$/, 'Not an id of this site.');
export const MemberParams = z.object({ id });
export const AreaParams = z.object({ areaId: id });
export const MemberAreaParams = z.object({ id, areaId: id });

/** A calendar day that exists (2001-02-30 does not, though Date would roll it into March). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-11-28.')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, 'Use a date such as 2026-11-28.');

/** `GET /api/config/members`: a page by key, searched and filtered. */
export const MembersQuery = z.object({
  q: z.string().max(200).optional().default(''),
  area: id.optional(),
  verified: z.enum(['', 'yes', 'no']).optional().default(''),
  joinedFrom: day.optional(),
  joinedTo: day.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional().default(100),
  cursor: CursorParam.optional(),
});

const areaName = z.string().trim().min(1, 'Name the area.').max(100, 'Use at most 100 characters.');
/** `open`: anyone with an account who asks; `invite`: only people the owner adds. */
const joinRule = z.enum(['open', 'invite'], { error: 'Choose open or invite.' });
const welcomeText = z.string().trim().max(2000, 'Use at most 2000 characters.');

/** A member area as the owner makes it. */
export const AreaInput = z.object({
  name: areaName,
  joinRule: joinRule.default('open'),
  welcomeText: welcomeText.default(''),
});
/** What the owner changes of an area: only the fields sent. */
export const AreaPatch = z.object({
  name: areaName.optional(),
  joinRule: joinRule.optional(),
  welcomeText: welcomeText.optional(),
});

/** The account page's name form. */
export const MemberNameChange = z.object({
  displayName: z.string().trim().max(100, 'Use at most 100 characters.'),
});

/** The account page's password form: the current password, and a new one as sign-up asks. */
export const MemberPasswordChange = z.object({
  currentPassword: passwordField,
  newPassword: newPasswordField,
});

/** The account page's email form: the new address, and the password that proves it is the member. */
export const MemberEmailChange = z.object({
  email: emailField,
  password: passwordField,
});

const addressField = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters.`).default('');

/**
 * A member's shipping address as the checkout takes one (modules/cart AddressInput), checked as the
 * checkout checks it (`validateAddress`), so a saved address always passes there.
 */
export const MemberAddressInput = z
  .object({
    name: addressField(200),
    line1: addressField(200),
    line2: addressField(200),
    city: addressField(200),
    region: addressField(10),
    postalCode: addressField(20),
    country: z.string().trim().toUpperCase().max(2, 'Choose a country.').default(''),
  })
  .superRefine((address, ctx) => {
    for (const [field, message] of Object.entries(validateAddress(address)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type MemberAddressInput = z.infer<typeof MemberAddressInput>;
