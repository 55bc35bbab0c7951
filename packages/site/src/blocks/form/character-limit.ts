import { formatMessage, formFieldMessages } from '@atelier/domain';

/** A textarea's limit: a positive whole number, else none (spec 000 §5 disables the counter then). */
export function characterLimit(maxLength: unknown): number | null {
  return typeof maxLength === 'number' && Number.isInteger(maxLength) && maxLength > 0 ? maxLength : null;
}

/** Characters as the validator counts them: a line break is one, however the browser posts it. */
export const characterCount = (text: string): number => text.replace(/\r\n/g, '\n').length;

export const counterText = (used: number, max: number): string =>
  formatMessage(formFieldMessages.characterCount, { used, max });
