import type { ProseMirrorNode } from '@atelier/domain';
import { nodeText } from '../document/block-kinds';
import type { TranslationInput } from './translation-field';

/** The words of a product the editor translates (keys of docs/languages.md, "Where translations live"). */
export interface ProductTextSource {
  name: string;
  description: string;
  descriptionDoc: ProseMirrorNode | null;
  options: { name: string; values: string[] }[];
  seoTitle: string;
  seoDescription: string;
}

export interface ProductText {
  key: string;
  label: string;
  value: string;
  input: TranslationInput;
}

/** Each text of the product that holds words, with its key, in the order of the product form. */
export function productTexts(product: ProductTextSource): ProductText[] {
  const texts: ProductText[] = [];
  const push = (key: string, label: string, value: string, input: TranslationInput = 'line') => {
    if (value.trim()) texts.push({ key, label, value, input });
  };
  push('name', 'Name', product.name);
  if (product.descriptionDoc && nodeText(product.descriptionDoc).trim()) {
    push('description', 'Description', JSON.stringify(product.descriptionDoc), 'rich');
  } else push('description', 'Description', product.description, 'area');
  product.options.forEach((option, i) => {
    push(`options.${i}.name`, `Option ${i + 1}`, option.name);
    option.values.forEach((value, j) => {
      push(`options.${i}.values.${j}`, `${option.name || `Option ${i + 1}`}: value ${j + 1}`, value);
    });
  });
  push('seo.title', 'Title in search results', product.seoTitle);
  push('seo.description', 'Description in search results', product.seoDescription, 'area');
  return texts;
}
