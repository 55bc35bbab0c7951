import { type FormFieldValue, formatMessage, isValidEmail, formInboxMessages as m } from '@atelier/domain';
import type { FormSubmissionsTable } from '#platform/db/schema';
import { parseSnapshot, summaryOf } from './forms.service';

export interface FormNotification {
  subject: string;
  text: string;
  /** The visitor's address when the form asked for one, so the owner can simply reply. */
  replyTo?: string;
}

export const formName = (row: Pick<FormSubmissionsTable, 'form_title' | 'page_title'>): string =>
  row.form_title.trim() || row.page_title.trim() || m.untitledForm;

/** The owner's email about one submission: the form, the page, then every field's answer. */
export function formNotification(
  row: FormSubmissionsTable,
  site: { title: string; baseUrl: string },
): FormNotification {
  const form = formName(row);
  const lines = [
    formatMessage(m.notificationIntro, { form, site: site.title }),
    formatMessage(m.notificationPage, { page: `${row.page_title} (${site.baseUrl}${row.page_path})` }),
    formatMessage(m.notificationTime, { time: row.created_at }),
    '',
  ];
  const values = JSON.parse(row.field_values) as Record<string, FormFieldValue>;
  for (const entry of summaryOf(row, values)) {
    const [only] = entry.parts;
    if (entry.parts.length === 1 && only?.label === '') {
      lines.push(`${entry.title}: ${only.value}`);
      continue;
    }
    lines.push(`${entry.title}:`);
    for (const part of entry.parts) lines.push(`  ${part.label}: ${part.value}`);
  }
  lines.push('', formatMessage(m.notificationInbox, { url: `${site.baseUrl}/config/` }));
  const emailField = parseSnapshot(row.field_snapshot).find(
    (field) => field.type === 'email' && typeof values[field.id] === 'string',
  );
  const replyTo = emailField ? (values[emailField.id] as string).trim() : '';
  return {
    subject: formatMessage(m.notificationSubject, { form }).replace(/[\r\n\t]+/g, ' '),
    text: lines.join('\n'),
    ...(replyTo && isValidEmail(replyTo) ? { replyTo } : {}),
  };
}
