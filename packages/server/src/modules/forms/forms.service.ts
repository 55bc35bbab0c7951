import {
  FORM_LIMITS,
  type FormField,
  type FormFieldValue,
  type FormSummaryPart,
  formSummary,
  newId,
  validateFormSubmission,
} from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB, FormSubmissionsTable } from '#platform/db/schema';
import type { RateLimiter } from '#platform/security/rate-limiter';
import { randomToken, sha256 } from '#platform/security/tokens';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import type { FormCaptcha } from './form-captcha';
import type { FormDirectory, PublishedForm } from './form-directory';
import { FormErrors } from './forms.errors';
import {
  consumeSubmissionKey,
  insertSubmissionKey,
  purgeExpiredCaptchaUses,
  purgeExpiredKeys,
} from './forms.queries';

export interface FormsContext {
  db: Kysely<DB>;
  rateLimiter: RateLimiter;
  directory: FormDirectory;
  captcha: FormCaptcha;
}

const keyId = (key: string) => sha256(`form-key|${key}`);

/** Keys are asked for before every submission; more than submissions, yet still bounded. */
const KEYS_PER_WINDOW = FORM_LIMITS.submissionsPerWindow * 3;

/** Counts one attempt of a client on a site; throws the spec's 429 once the window is spent. */
export async function limitRate(
  context: FormsContext,
  bucket: 'submit' | 'key' | 'captcha',
  site: SiteRecord,
  ip: string,
): Promise<void> {
  const limit = bucket === 'submit' ? FORM_LIMITS.submissionsPerWindow : KEYS_PER_WINDOW;
  const decision = await context.rateLimiter.hit(
    `form-${bucket}:${site.id}:${ip}`,
    limit,
    FORM_LIMITS.windowSeconds,
  );
  if (!decision.allowed) throw FormErrors.rateLimited(undefined, undefined, decision.retryAfter);
}

/** A fresh single-use key for one submission on this site. */
export async function issueSubmissionKey(db: Kysely<DB>, siteId: string, now = Date.now()): Promise<string> {
  const key = randomToken(24);
  const expiresAt = new Date(now + FORM_LIMITS.keyLifetimeSeconds * 1000).toISOString();
  await insertSubmissionKey(db, keyId(key), siteId, expiresAt);
  // Now and then, forget keys and captcha answers nobody can use any more.
  if (Math.random() < 0.01) {
    const iso = new Date(now).toISOString();
    await purgeExpiredKeys(db, iso);
    await purgeExpiredCaptchaUses(db, iso);
  }
  return key;
}

export interface SubmissionAttempt {
  formId: string;
  pageId?: string;
  /** undefined: a script-free post, which carries no key. */
  key?: unknown;
  captchaKey: unknown;
  form: unknown;
  /** Whether the visitor unlocked the form's page; asked only when that page is locked. */
  unlocked: (form: PublishedForm) => boolean;
  /** Whether the visitor may see a page of this member area; asked only for a member page's form. */
  inArea: (areaId: string) => Promise<boolean>;
}

export interface AcceptedSubmission {
  form: PublishedForm;
  values: Record<string, FormFieldValue>;
}

/**
 * Runs every check a submission must pass, in the order a visitor's fault is cheapest to find:
 * rate, form, key, captcha, then the fields. Throws the failure the visitor should see.
 */
export async function acceptSubmission(
  context: FormsContext,
  site: SiteRecord,
  ip: string,
  attempt: SubmissionAttempt,
  withKey: boolean,
): Promise<AcceptedSubmission> {
  await limitRate(context, 'submit', site, ip);
  const form = await context.directory.find(site.id, site.renderGeneration, attempt.formId, attempt.pageId);
  if (!form) throw FormErrors.notConfigured();
  // Before the key is spent: the visitor may unlock the page and send the same form again.
  if (form.pagePasswordHash !== null && !attempt.unlocked(form)) throw FormErrors.pageLocked();
  if (form.pageMemberAreaId !== null && !(await attempt.inArea(form.pageMemberAreaId)))
    throw FormErrors.membersOnly();
  if (withKey) {
    const key = attempt.key;
    const valid = typeof key === 'string' && key.length > 0 && key.length <= 200;
    if (!valid || !(await consumeSubmissionKey(context.db, keyId(key), site.id, new Date().toISOString()))) {
      throw FormErrors.keyInvalid();
    }
  }
  if (form.captcha && !(await context.captcha.accept(context.db, attempt.captchaKey))) {
    throw FormErrors.captchaRequired();
  }
  const checked = validateFormSubmission(form.fields, attempt.form);
  if (checked.unparseable) throw FormErrors.unparseable();
  if (Object.keys(checked.errors).length > 0) throw FormErrors.fieldsInvalid({ ...checked.errors });
  return { form, values: checked.values };
}

/**
 * The snapshot of a published form's fields and its JSON, made once per form version: the form
 * directory hands every submission of a version the same fields, which nothing changes.
 */
const snapshots = new WeakMap<readonly FormField[], { fields: FormField[]; json: string }>();

function snapshotOf(fields: FormField[]): { fields: FormField[]; json: string } {
  let snapshot = snapshots.get(fields);
  if (!snapshot) {
    const kept = fieldSnapshot(fields);
    snapshot = { fields: kept, json: JSON.stringify(kept) };
    snapshots.set(fields, snapshot);
  }
  return snapshot;
}

/**
 * Stored snapshots as read back, by their JSON: a form's submissions share one until the owner
 * changes its fields, and the inbox and the notification read them again and again. Read only.
 */
const parsedSnapshots = new Map<string, readonly FormField[]>();
const PARSED_SNAPSHOTS = 256;

export function parseSnapshot(json: string): readonly FormField[] {
  let fields = parsedSnapshots.get(json);
  if (!fields) {
    fields = JSON.parse(json) as FormField[];
    if (parsedSnapshots.size >= PARSED_SNAPSHOTS) parsedSnapshots.clear();
    parsedSnapshots.set(json, fields);
  }
  return fields;
}

/** What a submission keeps of each field: enough to show it later, whatever the owner changes. */
export function fieldSnapshot(fields: FormField[]): FormField[] {
  return fields
    .filter((field) => field.type !== 'section')
    .map(({ id, type, title, key, options, currencySymbol, showCountryCode }) => ({
      id,
      type,
      // A hidden field has no visible title; its query parameter names it for the owner.
      title: title || key || id,
      ...(options && (type === 'likert' || type === 'checkbox' || type === 'radio' || type === 'select')
        ? { options }
        : {}),
      ...(currencySymbol ? { currencySymbol } : {}),
      ...(showCountryCode ? { showCountryCode } : {}),
    }));
}

export interface SubmissionSource {
  siteId: string;
  form: PublishedForm;
  values: Record<string, FormFieldValue>;
}

export function submissionRow(source: SubmissionSource, now = new Date()): FormSubmissionsTable {
  const { form, values } = source;
  const snapshot = snapshotOf(form.fields);
  const text = snapshot.fields
    .flatMap((field) => (values[field.id] === undefined ? [] : formSummary(field, values[field.id]!)))
    .map((part) => part.value)
    .filter(Boolean)
    .join('\n');
  return {
    id: newId(),
    website_id: source.siteId,
    form_id: form.formId,
    kind: form.kind,
    page_id: form.pageId,
    page_path: form.pagePath,
    page_title: form.pageTitle,
    form_title: form.title,
    field_values: JSON.stringify(values),
    field_snapshot: snapshot.json,
    search_text: text.toLowerCase(),
    read: 0,
    created_at: now.toISOString(),
  };
}

export interface SummaryEntry {
  fieldId: string;
  title: string;
  type: FormField['type'];
  parts: FormSummaryPart[];
}

/** Each field of the snapshot with its value in summary form; a field left empty has empty parts. */
export function summaryOf(
  row: Pick<FormSubmissionsTable, 'field_values' | 'field_snapshot'>,
  values = JSON.parse(row.field_values) as Record<string, FormFieldValue>,
): SummaryEntry[] {
  return parseSnapshot(row.field_snapshot).map((field) => ({
    fieldId: field.id,
    title: field.title,
    type: field.type,
    parts: formSummary(field, Object.hasOwn(values, field.id) ? values[field.id]! : ''),
  }));
}

export function submissionToJson(row: FormSubmissionsTable) {
  return {
    id: row.id,
    createdAt: row.created_at,
    read: row.read === 1,
    pagePath: row.page_path,
    pageTitle: row.page_title,
    summary: summaryOf(row),
  };
}
