import { FormFieldType, LikertValue } from '../catalogues/form-field-type';
import { formSummaryMessages as label, likertMessages } from '../message-groups/forms';
import type { FORM_FIELD_PARTS, FormField, FormFieldValue } from './form-settings';
import { likertAnswersByStatement, readFormFieldValue } from './form-validation';

export interface FormSummaryPart {
  /** The part's label (spec 000 §3 summary labels, or a likert statement); '' for a single value. */
  label: string;
  value: string;
}

/** Labels of the parts of compound fields, in the order their values are collected (spec 000 §3). */
export const FORM_SUMMARY_LABELS: { readonly [type in keyof typeof FORM_FIELD_PARTS]: readonly string[] } = {
  name: [label.first, label.last],
  phone: [label.country, label.areacode, label.prefix, label.line],
  address: [label.line1, label.line2, label.city, label.state, label.zip, label.country],
  date: [label.month, label.day, label.year],
  time: [label.hour, label.minute, label.second, label.ampm],
};

const LIKERT_WORDS: Record<string, string> = {
  [LikertValue.stronglyDisagree]: likertMessages.stronglyDisagree,
  [LikertValue.disagree]: likertMessages.disagree,
  [LikertValue.neutral]: likertMessages.neutral,
  [LikertValue.agree]: likertMessages.agree,
  [LikertValue.stronglyAgree]: likertMessages.stronglyAgree,
};

/**
 * How one field's value reads in a submission summary (the owner's inbox, notification emails and
 * exports): compound values split under their summary labels, checked boxes joined with commas,
 * likert answers as their scale words per statement. A section has no parts.
 */
export function formSummary(field: FormField, value: FormFieldValue): FormSummaryPart[] {
  if (field.type === FormFieldType.section) return [];
  const read = readFormFieldValue(field, value) ?? '';
  if (field.type in FORM_SUMMARY_LABELS) {
    const labels = FORM_SUMMARY_LABELS[field.type as keyof typeof FORM_SUMMARY_LABELS];
    const parts = Array.isArray(read) ? read : [];
    return labels.map((partLabel, index) => ({ label: partLabel, value: parts[index] ?? '' }));
  }
  if (field.type === FormFieldType.likert) {
    const answers =
      typeof read === 'object' && !Array.isArray(read) ? likertAnswersByStatement(field, read) : [];
    return (field.options ?? []).map((statement, index) => ({
      label: statement,
      value: (answers[index] ?? []).map((answer) => LIKERT_WORDS[answer] ?? answer).join(', '),
    }));
  }
  if (Array.isArray(read)) return [{ label: '', value: read.filter((item) => item !== '').join(', ') }];
  if (typeof read !== 'string') return [{ label: '', value: '' }];
  const symbol = field.type === FormFieldType.currency ? (field.currencySymbol?.trim() ?? '') : '';
  const shown =
    symbol && read.trim() !== '' && !read.trim().startsWith(symbol) ? `${symbol}${read.trim()}` : read;
  return [{ label: '', value: shown }];
}
