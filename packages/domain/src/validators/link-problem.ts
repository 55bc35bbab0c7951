import { validationMessages } from '../message-groups/editor';
import { isValidLink, linkKind } from './link';

/**
 * Why a link typed into the editor cannot be saved, or null when it can. The reasons use the
 * spec's validation strings (spec 001 §5) where it has one.
 */
export function linkProblem(value: string, options: { allowScript?: boolean } = {}): string | null {
  const link = value.trim();
  if (!link) return 'Enter a link, or choose a page.';
  const kind = linkKind(link);
  if (kind === 'javascript' && !options.allowScript) return 'Script links are not allowed here.';
  if (isValidLink(link)) return null;
  switch (kind) {
    case 'internal':
    case 'file':
      return validationMessages.invalidPageUrl.replace('{val}', link);
    case 'mailto':
      return validationMessages.emailFormat.replace('{email}', 'mailto:name@example.com');
    case 'tel':
      return 'Phone links are written tel: and at least four digits, e.g. tel:+441234567890.';
    case undefined:
      return `${validationMessages.linkFormat.replace('{host}', 'https://example.com').replace('{host}', '/page')}.`;
    default:
      return validationMessages.linkFormat
        .replace('{host}', 'http://example.com')
        .replace('{host}', 'https://example.com');
  }
}
