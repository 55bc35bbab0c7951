import { headingDoc } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { parseInput } from '#platform/errors/validation';
import { MAX_TRANSLATION_KEYS, PageDocumentSchema, SaveDraft } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const page = (translations: unknown) => ({
  sections: [{ id: id(1), blocks: [{ id: id(2), type: 2, settings: { doc: headingDoc('About us') } }] }],
  translations,
});

function issues(translations: unknown) {
  const result = PageDocumentSchema.safeParse(page(translations));
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('a page draft’s translations', () => {
  it('keeps each language’s texts, the machine mark included', () => {
    const translations = {
      fr: {
        [`${id(2)}.doc`]: { text: JSON.stringify(headingDoc('À propos')), machine: true },
        '@title': { text: 'À propos' },
        '@slug': { text: 'a-propos' },
      },
      'pt-BR': { '@seo.title': { text: 'Sobre nós' } },
    };
    const parsed = PageDocumentSchema.parse(page(translations));
    expect(parsed.translations).toEqual(translations);
  });

  it('refuses a tag no site language can have, or one not written canonically, naming it', () => {
    expect(issues({ french: { '@title': { text: 'x' } } })).toEqual([
      { path: 'translations.french', message: 'Not a language tag.' },
    ]);
    expect(issues({ 'pt-br': { '@title': { text: 'x' } } })).toEqual([
      { path: 'translations.pt-br', message: 'Write this language as pt-BR.' },
    ]);
  });

  it('bounds keys, texts and the number of keys', () => {
    expect(issues({ fr: { ['k'.repeat(201)]: { text: 'x' } } })[0]?.path).toMatch(/^translations\.fr/);
    expect(issues({ fr: { '@title': { text: 'x'.repeat(50_001) } } })).toEqual([
      { path: 'translations.fr.@title.text', message: 'Use at most 50000 characters.' },
    ]);
    expect(issues({ fr: { '@title': { text: 'x'.repeat(50_000) } } })).toEqual([]);
    const many = Object.fromEntries(
      Array.from({ length: MAX_TRANSLATION_KEYS + 1 }, (_, i) => [`k${i}`, { text: 'x' }]),
    );
    expect(issues({ fr: many })[0]).toEqual({
      path: 'translations.fr',
      message: `A language holds at most ${MAX_TRANSLATION_KEYS} texts of a page.`,
    });
    expect(issues({ fr: { '@title': { text: 'x', machine: 'yes' } } })[0]?.path).toBe(
      'translations.fr.@title.machine',
    );
    expect(issues({ fr: { '@title': 'À propos' } })[0]?.path).toBe('translations.fr.@title');
  });

  it('holds a translated address to the rules of a page’s own address', () => {
    expect(issues({ fr: { '@slug': { text: 'À propos' } } })).toEqual([
      {
        path: 'translations.fr.@slug.text',
        message: 'Use lowercase letters, digits and single hyphens.',
      },
    ]);
    expect(issues({ fr: { '@slug': { text: 'api' } } })[0]?.message).toBe('This address is reserved.');
  });

  it('answers bad translations as invalid input naming the field, never a crash', () => {
    const attempt = () =>
      parseInput(SaveDraft, { document: page({ FR: { '@title': { text: 1 } } }), revision: 1 });
    expect(attempt).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    try {
      attempt();
    } catch (error) {
      expect((error as { fields: Record<string, string> }).fields).toEqual({
        'document.translations.FR.@title.text': expect.any(String),
      });
    }
  });

  it('bounds the primary page alone: translations may add as much again', () => {
    const long = 'x'.repeat(20_000);
    const big = {
      sections: [
        {
          id: id(1),
          blocks: Array.from({ length: 20 }, (_, i) => ({
            id: id(10 + i),
            type: 31,
            settings: { text: long.slice(0, 4000) },
          })),
        },
      ],
      translations: {
        fr: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, { text: long }])),
      },
    };
    expect(SaveDraft.safeParse({ document: big, revision: 1 }).success).toBe(true);
  });
});

describe('a member area block’s settings (block type 67)', () => {
  const withBlock = (settings: unknown) => ({
    sections: [{ id: id(1), blocks: [{ id: id(2), type: 67, settings }] }],
  });
  const problems = (settings: unknown) => {
    const result = PageDocumentSchema.safeParse(withBlock(settings));
    return result.success
      ? []
      : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it('keeps an area and the owner’s words, and allows a block with no area chosen yet', () => {
    const settings = { areaId: id(9), heading: 'Join us', text: 'Notes monthly.', buttonLabel: 'Join' };
    expect(PageDocumentSchema.parse(withBlock(settings)).sections[0]!.blocks[0]!.settings).toEqual(settings);
    expect(problems({})).toEqual([]);
    expect(problems({ areaId: '' })).toEqual([]);
  });

  it('refuses an id that is not one and words past their limits, saying which', () => {
    expect(problems({ areaId: 'studio' })).toEqual([
      { path: 'sections.0.blocks.0.settings.areaId', message: 'Choose a member area.' },
    ]);
    expect(problems({ areaId: id(9), heading: 'x'.repeat(201) })).toEqual([
      { path: 'sections.0.blocks.0.settings.heading', message: 'Use at most 200 characters.' },
    ]);
    expect(problems({ text: 'x'.repeat(2001) })[0]?.path).toBe('sections.0.blocks.0.settings.text');
    expect(problems({ buttonLabel: 'x'.repeat(101) })[0]?.path).toBe(
      'sections.0.blocks.0.settings.buttonLabel',
    );
    expect(problems({ areaId: 7 })[0]?.path).toBe('sections.0.blocks.0.settings.areaId');
  });
});
