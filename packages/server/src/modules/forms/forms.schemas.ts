import { z } from 'zod';
import { CursorParam } from '#platform/db/keyset';

// Page and tracking fields are recorded by analytics, not here; they are only bounded.
const passive = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]).optional();

/** POST /api/form/SaveFormSubmission (spec 000 §3 "Form submission payload"). */
export const SaveFormSubmission = z
  .object({
    key: z.unknown().optional(),
    formId: z.string().max(100),
    collectionId: passive,
    objectName: passive,
    isOverlayForm: passive,
    submitButtonText: passive,
    form: z.unknown().optional(),
    captchaKey: z.unknown().optional(),
    pageTitle: passive,
    pageId: passive,
    contentSource: passive,
    pagePath: passive,
    pagePermissionTypeValue: passive,
  })
  .loose();

/** POST /api/form/submit: the meta inputs of a script-free form; its fields are `field-<id>`. */
export const PlainFormPost = z
  .object({
    formId: z.string().max(100),
    pageId: z.string().max(100).optional(),
    captchaKey: z.unknown().optional(),
  })
  .loose();

export const FormParams = z.object({ formId: z.string().regex(/^[0-9a-f]{24}$/) });
export const SubmissionParams = z.object({
  formId: z.string().regex(/^[0-9a-f]{24}$/),
  id: z.string().regex(/^[0-9a-f]{24}$/),
});

export const SubmissionsQuery = z.object({
  q: z.string().max(200).optional().default(''),
  limit: z.coerce.number().int().min(1).max(100).optional().default(25),
  /** The `next` of the page before: the page after it (by key). */
  cursor: CursorParam.optional(),
  /** Rows to skip, without a cursor (kept for older clients; a cursor costs the same on every page). */
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
});

export const MarkRead = z.object({ read: z.boolean() });
