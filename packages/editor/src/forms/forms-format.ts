import type { OutboxStatus, SubmissionField, Subscriber, SubscriberStatus } from '../api/forms.api';
import { formatWhen } from '../shared/format';

/** How one answered field reads as a single line: its parts joined, compound parts with their labels. */
export function fieldText(field: SubmissionField): string {
  return field.parts
    .filter((part) => part.value.trim() !== '')
    .map((part) => (part.label ? `${part.label}: ${part.value}` : part.value))
    .join(', ');
}

/** The first answers of a submission, for its line in the inbox list. */
export function submissionPreview(summary: readonly SubmissionField[], max = 90): string {
  const text = summary
    .map((field) =>
      field.parts
        .map((part) => part.value.trim())
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean)
    .join(' · ')
    .replace(/\s+/g, ' ');
  if (!text) return 'No answers';
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Whether a field's answer is one plain value (shown as is) rather than labelled parts. */
export const isSingleValue = (field: SubmissionField): boolean =>
  field.parts.length === 1 && field.parts[0]!.label === '';

export const SUBSCRIBER_STATUS_LABELS: Readonly<Record<SubscriberStatus, string>> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

/** When a subscriber confirmed or left, in words; '' while the address awaits confirmation. */
export function subscriberStatusDate(subscriber: Subscriber, locale?: string): string {
  if (subscriber.status === 'unsubscribed' && subscriber.unsubscribedAt) {
    return `Unsubscribed ${formatWhen(subscriber.unsubscribedAt, locale)}`;
  }
  if (subscriber.status === 'confirmed' && subscriber.confirmedAt) {
    return `Confirmed ${formatWhen(subscriber.confirmedAt, locale)}`;
  }
  return '';
}

export const OUTBOX_STATUS_LABELS: Readonly<Record<OutboxStatus, string>> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  outbox: 'Not sent',
};

const MAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  'form-notification': 'Form notification',
  'newsletter-confirmation': 'Newsletter confirmation',
};

/** The kind of an outgoing email in words; kinds this editor does not know read as stored. */
export const mailKindLabel = (kind: string): string => MAIL_KIND_LABELS[kind] ?? kind;
