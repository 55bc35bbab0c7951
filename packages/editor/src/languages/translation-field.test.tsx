// @vitest-environment happy-dom
import { headingDoc, type LanguageTexts } from '@atelier/domain';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockTranslations } from './block-translations';
import { DEFAULT_EDIT_LANGUAGE, type EditLanguage, EditLanguageContext } from './edit-language';
import { LanguageSwitch } from './language-switch';
import { withLanguageTexts } from './translation-edit';

const french: EditLanguage = {
  ...DEFAULT_EDIT_LANGUAGE,
  languages: [
    { tag: 'en', primary: true, published: true },
    { tag: 'fr', primary: false, published: true },
    { tag: 'de', primary: false, published: false },
  ],
  tag: 'fr',
  translating: true,
};

const quote = { id: 'q1', type: 31, settings: { text: 'Make it well', source: 'A potter' } };
const heading = { id: 'h1', type: 2, settings: { doc: headingDoc('About us', 1) } };

describe('translating a block', () => {
  let container: HTMLElement;
  let root: Root;
  let texts: LanguageTexts;

  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  function Harness({ block, initial }: { block: typeof quote | typeof heading; initial: LanguageTexts }) {
    const [current, setCurrent] = useState(initial);
    texts = current;
    return (
      <EditLanguageContext.Provider value={french}>
        <BlockTranslations
          block={block}
          texts={current}
          onChange={(changes) => setCurrent((t) => withLanguageTexts({ fr: t }, 'fr', changes).fr ?? {})}
        />
      </EditLanguageContext.Provider>
    );
  }

  const type = (input: HTMLInputElement, value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const marks = () => [...container.querySelectorAll('[data-translation]')].map((m) => m.textContent);

  it('shows each primary text, marks what is missing in words, and a machine draft until a person edits it', () => {
    act(() =>
      root.render(<Harness block={quote} initial={{ 'q1.text': { text: 'Bien faire', machine: true } }} />),
    );
    expect(container.textContent).toContain('English: Make it well');
    expect(container.textContent).toContain('English: A potter');
    expect(marks()).toEqual(['⚙ Machine translation, review', '○ Not translated']);
    const [text, source] = container.querySelectorAll('input');
    expect(text!.value).toBe('Bien faire');
    expect(text!.lang).toBe('fr');
    expect(container.querySelector(`label[for="${text!.id}"]`)!.textContent).toBe('Quotation in French');

    type(text!, 'Bien le faire');
    type(source!, 'Un potier');
    expect(texts).toEqual({ 'q1.text': { text: 'Bien le faire' }, 'q1.source': { text: 'Un potier' } });
    expect(marks()).toEqual(['✓ Translated', '✓ Translated']);

    type(source!, '');
    expect(texts['q1.source']).toBeUndefined();
    expect(marks()[1]).toBe('○ Not translated');
  });

  it('writes a heading’s translation as a heading of the same level', () => {
    act(() => root.render(<Harness block={heading} initial={{}} />));
    expect(container.textContent).toContain('English: About us');
    type(container.querySelector('input')!, 'À propos');
    expect(JSON.parse(texts['h1.doc']!.text)).toEqual(headingDoc('À propos', 1));
  });

  it('says when a block has no words of its own', () => {
    act(() =>
      root.render(<Harness block={{ id: 's', type: 21, settings: { height: 4 } } as never} initial={{}} />),
    );
    expect(container.textContent).toContain('no words of its own to translate');
  });
});

describe('the language switch', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  it('is absent while the site has one language', () => {
    act(() => root.render(<LanguageSwitch />));
    expect(container.innerHTML).toBe('');
  });

  it('names each language, marks the primary and hidden ones, and switches', () => {
    const chosen: string[] = [];
    act(() =>
      root.render(
        <EditLanguageContext.Provider value={{ ...french, setLanguage: (tag) => chosen.push(tag) }}>
          <LanguageSwitch />
        </EditLanguageContext.Provider>,
      ),
    );
    const select = container.querySelector('select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'English (primary)',
      'French',
      'German (hidden)',
    ]);
    expect(select.value).toBe('fr');
    act(() => {
      select.value = 'de';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(chosen).toEqual(['de']);
  });
});
