import { describe, expect, it } from 'vitest';
import type { SubmissionField, Subscriber } from '../api/forms.api';
import { countLabel, formatWhen } from '../shared/format';
import {
  fieldText,
  isSingleValue,
  mailKindLabel,
  submissionPreview,
  subscriberStatusDate,
} from './forms-format';

const single = (title: string, value: string): SubmissionField => ({
  fieldId: title.toLowerCase(),
  title,
  type: 'text',
  parts: [{ label: '', value }],
});

const name: SubmissionField = {
  fieldId: 'name-1',
  title: 'Name',
  type: 'name',
  parts: [
    { label: 'First', value: 'Ada' },
    { label: 'Last', value: 'Lovelace' },
  ],
};

describe('submission previews', () => {
  it('runs the first answers together on one line', () => {
    expect(
      submissionPreview([name, single('Email', 'ada@example.com'), single('Message', 'Hello\n\nthere')]),
    ).toBe('Ada Lovelace · ada@example.com · Hello there');
  });

  it('skips unanswered fields and sections, and says when nothing was answered', () => {
    const section: SubmissionField = { fieldId: 's', title: 'About you', type: 'section', parts: [] };
    expect(submissionPreview([section, single('Phone', ''), single('Email', 'a@b.co')])).toBe('a@b.co');
    expect(submissionPreview([single('Email', '  ')])).toBe('No answers');
  });

  it('is cut short with an ellipsis', () => {
    const preview = submissionPreview([single('Message', 'word '.repeat(50))], 40);
    expect(preview).toHaveLength(40);
    expect(preview.endsWith('…')).toBe(true);
  });
});

describe('answers', () => {
  it('reads compound answers with their part labels', () => {
    expect(fieldText(name)).toBe('First: Ada, Last: Lovelace');
    expect(fieldText(single('Email', 'a@b.co'))).toBe('a@b.co');
    expect(isSingleValue(single('Email', 'a@b.co'))).toBe(true);
    expect(isSingleValue(name)).toBe(false);
  });
});

describe('labels', () => {
  it('formats times in the given locale and leaves unreadable ones as stored', () => {
    expect(formatWhen('2024-03-05T14:30:00.000Z', 'en-US')).toMatch(/Mar 5, 2024/);
    expect(formatWhen('yesterday')).toBe('yesterday');
    expect(formatWhen(null)).toBe('');
  });

  it('counts in the singular and plural', () => {
    expect(countLabel(1, 'submission', 'submissions')).toBe('1 submission');
    expect(countLabel(0, 'submission', 'submissions')).toBe('0 submissions');
  });

  it('names the kinds of outgoing email it knows', () => {
    expect(mailKindLabel('form-notification')).toBe('Form notification');
    expect(mailKindLabel('newsletter-confirmation')).toBe('Newsletter confirmation');
    expect(mailKindLabel('password-reset')).toBe('password-reset');
  });
});

describe('subscriber status dates', () => {
  const subscriber: Subscriber = {
    id: 's',
    email: 'ada@example.com',
    formId: 'f',
    status: 'pending',
    createdAt: '2024-03-01T10:00:00.000Z',
    confirmedAt: null,
    unsubscribedAt: null,
  };

  it('says when an address was confirmed or left the list', () => {
    const confirmed = {
      ...subscriber,
      status: 'confirmed' as const,
      confirmedAt: '2024-03-02T10:00:00.000Z',
    };
    expect(subscriberStatusDate(confirmed, 'en-US')).toMatch(/^Confirmed Mar 2, 2024/);
    const left = {
      ...confirmed,
      status: 'unsubscribed' as const,
      unsubscribedAt: '2024-04-09T10:00:00.000Z',
    };
    expect(subscriberStatusDate(left, 'en-US')).toMatch(/^Unsubscribed Apr 9, 2024/);
  });

  it('says nothing while an address awaits confirmation', () => {
    expect(subscriberStatusDate(subscriber)).toBe('');
  });
});
