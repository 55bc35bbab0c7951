/** Site identifiers name a subdomain: lowercase letters, digits and hyphens, 3 to 40 characters. */
export const IDENTIFIER_MIN = 3;
export const IDENTIFIER_MAX = 40;

/** Lowercase words joined by single hyphens, accents folded ("Café Olé" -> "cafe-ole"). */
export function slugify(text: string, maxLength = IDENTIFIER_MAX): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base.slice(0, maxLength).replace(/-+$/, '');
}

/** The identifier offered while the owner types a site title; empty when the title has no usable letters. */
export function suggestIdentifier(title: string): string {
  const slug = slugify(title);
  if (!slug) return '';
  // Too short to be valid on its own; a readable suffix keeps the owner's word.
  if (slug.length < IDENTIFIER_MIN) return `${slug}-site`;
  return slug;
}

/** Why an identifier is not accepted, or null when it is. */
export function identifierError(value: string): string | null {
  if (value.length === 0) return 'Enter a site address.';
  if (!/^[a-z0-9-]+$/.test(value)) return 'Use only lowercase letters, digits and hyphens.';
  if (value.length < IDENTIFIER_MIN || value.length > IDENTIFIER_MAX) {
    return `Use ${IDENTIFIER_MIN} to ${IDENTIFIER_MAX} characters.`;
  }
  // A hostname label may not start or end with a hyphen.
  if (value.startsWith('-') || value.endsWith('-')) return 'Start and end with a letter or digit.';
  return null;
}

/** Why a page slug is not accepted, or null: the same alphabet, at most 100 characters. */
export function pageSlugError(value: string): string | null {
  if (value.length === 0) return 'Enter a page address.';
  if (!/^[a-z0-9-]+$/.test(value)) return 'Use only lowercase letters, digits and hyphens.';
  if (value.length > 100) return 'Use at most 100 characters.';
  return null;
}
