import { describe, expect, it } from 'vitest';
import { pageLanguages } from './page-translations.queries';

const documentWith = (translations: unknown) => JSON.stringify({ sections: [], translations });

describe('a page’s titles and addresses in other languages', () => {
  it('takes each language’s @title and @slug, and leaves languages that translate neither out', () => {
    expect(
      pageLanguages(
        documentWith({
          fr: { '@title': { text: ' À propos ' }, '@slug': { text: 'a-propos' } },
          de: { '@title': { text: 'Über uns' } },
          es: { 'b1.doc': { text: 'x' } },
        }),
      ),
    ).toEqual([
      { language: 'fr', slug: 'a-propos', title: 'À propos' },
      { language: 'de', slug: null, title: 'Über uns' },
    ]);
  });

  it('keeps the primary address where a translated one is no page address or one the platform answers', () => {
    for (const slug of ['Ä-propos', 'a--b', 'store', 'api', 'home', 'x'.repeat(101), '']) {
      expect(
        pageLanguages(documentWith({ fr: { '@slug': { text: slug }, '@title': { text: 'T' } } })),
        slug,
      ).toEqual([{ language: 'fr', slug: null, title: 'T' }]);
    }
  });

  it('reads nothing from a document without translations or one that does not parse', () => {
    expect(pageLanguages(documentWith(undefined))).toEqual([]);
    expect(pageLanguages('{')).toEqual([]);
  });
});
