import { describe, expect, it } from 'vitest';
import { headingDoc, paragraphDoc } from '../block-settings';
import type { PageDocument } from '../page-document';
import { blockTextFields } from './block-text-fields';
import {
  documentSourceTexts,
  localizeDocument,
  sourceTexts,
  translateSettings,
  translationProgress,
  withTexts,
} from './translations';

const form = {
  formId: 'f'.repeat(24),
  title: 'Write to us',
  fields: [
    { id: 'name', type: 1, title: 'Name', placeholder: '' },
    { id: 'kind', type: 5, title: 'Topic', options: ['Orders', 'Workshops'] },
  ],
  submitButtonText: 'Send',
  postSubmit: { kind: 'message', message: 'Thank you' },
  captcha: false,
};

const page: PageDocument = {
  seo: { title: 'About the studio', description: 'Who we are' },
  sections: [
    {
      id: 's1',
      blocks: [
        { id: 'b1', type: 2, settings: { doc: headingDoc('About us') } },
        { id: 'b2', type: 9, settings: form },
        { id: 'b3', type: 21, settings: { height: 40 } },
        { id: 'b4', type: 53, settings: { label: 'Shop now', href: '/shop' } },
      ],
    },
  ],
  translations: {
    fr: {
      'b1.doc': { text: JSON.stringify(headingDoc('À propos')) },
      'b2.title': { text: 'Écrivez-nous' },
      'b2.fields.kind.options.1': { text: 'Ateliers', machine: true },
      '@seo.title': { text: "À propos de l'atelier" },
    },
  },
};

describe('the texts of a page', () => {
  it('keys every text that holds words: blocks by id, list items by id or position, search fields', () => {
    const keys = documentSourceTexts(page, blockTextFields).map((t) => t.key);
    expect(keys).toEqual([
      '@seo.title',
      '@seo.description',
      'b1.doc',
      'b2.title',
      'b2.fields.name.title',
      'b2.fields.kind.title',
      'b2.fields.kind.options.0',
      'b2.fields.kind.options.1',
      'b2.submitButtonText',
      'b2.postSubmit.message',
      'b4.label',
    ]);
  });

  it('leaves empty texts and empty documents out: there is nothing to translate', () => {
    expect(
      sourceTexts({ doc: paragraphDoc(''), label: '  ' }, [
        { path: 'doc', kind: 'rich' },
        { path: 'label', kind: 'text' },
      ]),
    ).toEqual([]);
  });
});

describe('localizeDocument', () => {
  it('shows each translated text, and the primary text where none exists, never an empty block', () => {
    const french = localizeDocument(page, 'fr', blockTextFields);
    const [heading, formBlock, spacer, button] = french.sections[0]!.blocks;
    expect(heading!.settings.doc).toEqual(headingDoc('À propos'));
    expect(formBlock!.settings).toMatchObject({
      title: 'Écrivez-nous',
      submitButtonText: 'Send',
      fields: [{ title: 'Name' }, { title: 'Topic', options: ['Orders', 'Ateliers'] }],
    });
    expect(spacer!.settings).toEqual({ height: 40 });
    expect(button!.settings).toEqual({ label: 'Shop now', href: '/shop' });
    expect(french.seo).toEqual({ title: "À propos de l'atelier", description: 'Who we are' });
    expect('translations' in french).toBe(false);
    // The stored document is untouched.
    expect(page.sections[0]!.blocks[1]!.settings).toBe(form);
  });

  it('gives the primary document, without its translations, for the primary language or an unknown one', () => {
    for (const language of [undefined, 'en', 'de']) {
      const shown = localizeDocument(page, language, blockTextFields);
      expect(shown.sections).toBe(page.sections);
      expect('translations' in shown).toBe(false);
    }
  });

  it('keeps the primary rich text when a translation is not a document', () => {
    const broken = { ...page, translations: { fr: { 'b1.doc': { text: 'not json' } } } };
    expect(localizeDocument(broken, 'fr', blockTextFields).sections[0]!.blocks[0]!.settings.doc).toEqual(
      headingDoc('About us'),
    );
  });

  it('follows a list item by its id when the owner reorders the list', () => {
    const reordered = { ...form, fields: [form.fields[1], form.fields[0]] };
    const texts = { 'fields.name.title': { text: 'Nom' } };
    const shown = translateSettings(reordered, blockTextFields(9), texts);
    expect(shown.fields.map((f) => f!.title)).toEqual(['Topic', 'Nom']);
  });
});

describe('progress and edits', () => {
  it('counts translated, machine-filled and missing texts', () => {
    const sources = documentSourceTexts(page, blockTextFields);
    const progress = translationProgress(sources, page.translations!.fr);
    expect(progress).toMatchObject({ total: 11, translated: 4, machine: 1 });
    expect(progress.missing).toContain('b4.label');
    expect(translationProgress(sources, undefined).translated).toBe(0);
  });

  it('writes a person’s text as reviewed, and an empty one removes the translation', () => {
    const next = withTexts(page.translations!.fr, {
      'b2.fields.kind.options.1': 'Ateliers du samedi',
      'b2.title': '',
      'b4.label': { text: 'Acheter', machine: true },
    });
    expect(next['b2.fields.kind.options.1']).toEqual({ text: 'Ateliers du samedi' });
    expect(next['b2.title']).toBeUndefined();
    expect(next['b4.label']).toEqual({ text: 'Acheter', machine: true });
  });
});
