import type { FormFieldType } from '@atelier/domain';
import { api } from './client';

/** Response shapes of the owner's form, newsletter and outbox calls. */
export interface FormListing {
  formId: string;
  kind: 'form' | 'newsletter';
  title: string;
  pagePath: string | null;
  pageTitle: string | null;
  submissionCount: number;
  unreadCount: number;
  lastSubmittedAt: string | null;
}

export interface SubmissionPart {
  /** '' for a field with a single value; a compound part's summary label or a likert statement otherwise. */
  label: string;
  value: string;
}

export interface SubmissionField {
  fieldId: string;
  title: string;
  type: FormFieldType;
  parts: SubmissionPart[];
}

export interface Submission {
  id: string;
  createdAt: string;
  read: boolean;
  pagePath: string | null;
  pageTitle?: string | null;
  summary: SubmissionField[];
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscriber {
  id: string;
  email: string;
  formId: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'outbox';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxMessageDetail extends OutboxMessage {
  text: string;
  html: string | null;
}

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

export async function listSubmissions(
  formId: string,
  options: { q?: string; limit?: number; offset?: number } = {},
): Promise<{ submissions: Submission[]; total: number }> {
  const query = queryString({
    q: options.q?.trim(),
    limit: options.limit ?? SUBMISSIONS_PAGE_SIZE,
    offset: options.offset || undefined,
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
  options: { q?: string; status?: SubscriberStatus | ''; limit?: number; offset?: number } = {},
): Promise<{ subscribers: Subscriber[]; total: number }> {
  const query = queryString({
    q: options.q?.trim(),
    status: options.status,
    limit: options.limit ?? SUBSCRIBERS_PAGE_SIZE,
    offset: options.offset || undefined,
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
