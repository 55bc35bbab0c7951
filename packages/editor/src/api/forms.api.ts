import type {
  FormListingJson,
  OutboxMessageDetailJson,
  OutboxMessageJson,
  SubmissionJson,
  SubscriberJson,
} from '@atelier/server/api-types';
import { api } from './client';

/** Response shapes of the owner's form, newsletter and outbox calls, as the server types them. */
export type FormListing = FormListingJson;

/** A submission as the server's mapper makes it (modules/forms), each field with its parts. */
export type Submission = SubmissionJson;
export type SubmissionField = Submission['summary'][number];
/** `label` is '' for a field with a single value; a compound part's summary label or a likert statement otherwise. */
export type SubmissionPart = SubmissionField['parts'][number];

/** A subscriber as the server's mapper makes it (modules/newsletter). */
export type Subscriber = SubscriberJson;
export type SubscriberStatus = Subscriber['status'];

export type OutboxMessage = OutboxMessageJson;
export type OutboxStatus = OutboxMessage['status'];
/** A mail with its text and HTML, the links only its recipient may use taken out. */
export type OutboxMessageDetail = OutboxMessageDetailJson;

/** How many submissions one page of the inbox holds (the server allows at most 100). */
export const SUBMISSIONS_PAGE_SIZE = 25;

const formPath = (formId: string) => `/api/config/forms/${encodeURIComponent(formId)}`;
const submissionPath = (formId: string, id: string) =>
  `${formPath(formId)}/submissions/${encodeURIComponent(id)}`;

/** A query string of the non-empty parameters, with its leading '?', or ''. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function listForms(): Promise<FormListing[]> {
  return (await api.get<{ forms: FormListing[] }>('/api/config/forms')).forms;
}

/**
 * One page of a list: the first page (no cursor) also says how many the list holds, up to 1,000
 * (`totalCapped` past that); `next` is the cursor of the page after it, null on the last.
 */
export interface ListPage {
  next: string | null;
  total?: number;
  totalCapped?: boolean;
}

export async function listSubmissions(
  formId: string,
  options: { q?: string; limit?: number; cursor?: string | null } = {},
): Promise<{ submissions: Submission[] } & ListPage> {
  const query = queryString({
    q: options.q?.trim(),
    limit: options.limit ?? SUBMISSIONS_PAGE_SIZE,
    cursor: options.cursor ?? undefined,
  });
  return api.get(`${formPath(formId)}/submissions${query}`);
}

export async function fetchSubmission(formId: string, id: string): Promise<Submission> {
  return (await api.get<{ submission: Submission }>(submissionPath(formId, id))).submission;
}

export async function markSubmissionRead(formId: string, id: string, read: boolean): Promise<Submission> {
  return (await api.put<{ submission: Submission }>(`${submissionPath(formId, id)}/read`, { read }))
    .submission;
}

export async function deleteSubmission(formId: string, id: string): Promise<void> {
  await api.delete(submissionPath(formId, id));
}

/** A plain link: the browser downloads the attachment with the session cookie. */
export const submissionsCsvUrl = (formId: string) => `${formPath(formId)}/submissions.csv`;

/** How many subscribers one page of the list holds (the server allows at most 500). */
export const SUBSCRIBERS_PAGE_SIZE = 100;

export async function listSubscribers(
  options: { q?: string; status?: SubscriberStatus | ''; limit?: number; cursor?: string | null } = {},
): Promise<{ subscribers: Subscriber[] } & ListPage> {
  const query = queryString({
    q: options.q?.trim(),
    status: options.status,
    limit: options.limit ?? SUBSCRIBERS_PAGE_SIZE,
    cursor: options.cursor ?? undefined,
  });
  return api.get(`/api/config/newsletter/subscribers${query}`);
}

export async function unsubscribeSubscriber(id: string): Promise<Subscriber> {
  return (
    await api.delete<{ subscriber: Subscriber }>(
      `/api/config/newsletter/subscribers/${encodeURIComponent(id)}`,
    )
  ).subscriber;
}

export const subscribersCsvUrl = '/api/config/newsletter/subscribers.csv';

export async function listOutbox(): Promise<OutboxMessage[]> {
  return (await api.get<{ messages: OutboxMessage[] }>('/api/config/outbox')).messages;
}

export async function fetchOutboxMessage(id: string): Promise<OutboxMessageDetail> {
  return (await api.get<{ message: OutboxMessageDetail }>(`/api/config/outbox/${encodeURIComponent(id)}`))
    .message;
}
