import { describe, expect, it } from 'vitest';
import { LocaleContext, pageLocale } from '../../i18n/locale-context';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn } from '../registry';

const BLOCK_ID = 'e'.repeat(24);
const MAP =
  '<iframe src="https://maps.example.org/embed?q=kiln&amp;z=3" width="600" height="450" allowfullscreen title="Studio map"></iframe>';

/** The box, as the browser's element type (the parsed markup is happy-dom's). */
const boxOf = (document: { querySelector(selector: string): unknown }) =>
  document.querySelector('.block-embed__box') as HTMLElement;

function renderEmbed(settings: unknown, lang = 'en') {
  const block = { id: BLOCK_ID, type: 22, settings: settings as Record<string, unknown> };
  return renderMarkup(
    <LocaleContext.Provider value={pageLocale(lang)}>
      <BlockView block={block} />
    </LocaleContext.Provider>,
  );
}

describe('embed block (type 22)', () => {
  it('holds a box of the owner’s proportions with a notice and a link naming the host, and no frame', () => {
    const { document, html } = renderEmbed({ html: MAP, size: '4:3' });
    const root = document.body.firstElementChild!;
    expect(root.getAttribute('data-block-type')).toBe('22');
    expect(root.getAttribute('data-behaviour')).toBe('embed');
    // Nothing from the third party is asked for before the visitor says so.
    expect(document.querySelector('iframe, object, embed, img, script')).toBeNull();
    const box = boxOf(document);
    expect(box.style.aspectRatio).toBe('4 / 3');
    expect(box.dataset).toMatchObject({
      embedSrc: 'https://maps.example.org/embed?q=kiln&z=3',
      embedOrigin: 'https://maps.example.org',
      providerName: 'maps.example.org',
      embedType: 'iframe',
      embedTitle: 'Studio map',
      embedAllow: 'fullscreen',
    });
    expect(box.querySelector('.block-embed__notice')?.textContent).toBe(
      'This content comes from maps.example.org, which may set its own cookies and learns of your visit once it shows.',
    );
    // Without JavaScript, the button is a link to the content itself.
    const show = box.querySelector('a[data-embed-show]')!;
    expect(show.textContent).toBe('Show content from maps.example.org');
    expect(show.getAttribute('href')).toBe('https://maps.example.org/embed?q=kiln&z=3');
    expect(show.getAttribute('rel')).toBe('noopener noreferrer');
    expect(html).not.toContain('allowfullscreen');
  });

  it('takes a fixed height instead of proportions, 16:9 by default, within bounds', () => {
    const style = (settings: Record<string, unknown>) =>
      boxOf(renderEmbed({ html: 'https://a.example/x', ...settings }).document).style;
    expect(style({}).aspectRatio).toBe('16 / 9');
    expect(style({ size: 'height', height: 520 }).height).toBe('520px');
    expect(style({ size: 'height', height: 520 }).aspectRatio).toBe('');
    expect(style({ size: 'height', height: 5 }).height).toBe('100px');
    expect(style({ size: 'height' }).height).toBe('400px');
    expect(style({ size: '5:1' }).aspectRatio).toBe('16 / 9');
  });

  it('names the frame by the owner’s title, else the code’s, else its host in the page’s language', () => {
    const title = (settings: Record<string, unknown>, lang = 'en') =>
      boxOf(renderEmbed(settings, lang).document).dataset.embedTitle;
    expect(title({ html: MAP, title: 'Where we are' })).toBe('Where we are');
    expect(title({ html: MAP })).toBe('Studio map');
    expect(title({ html: 'https://a.example/x' })).toBe('Content from a.example');
    expect(title({ html: 'https://a.example/x' }, 'fr')).toBe('Contenu de a.example');
    const french = renderEmbed({ html: 'https://a.example/x' }, 'fr').document;
    expect(french.querySelector('a[data-embed-show]')?.textContent).toBe('Afficher le contenu de a.example');
  });

  it('frames an object’s data, and renders nothing for an invalid code', () => {
    const object = renderEmbed({
      html: '<object data="https://media.example.org/show.html"></object>',
    }).document;
    expect(boxOf(object).dataset.embedType).toBe('object');
    for (const html of ['<script>alert(1)</script>', 'http://a.example/', 'javascript:alert(1)', '', 3]) {
      expect(renderEmbed({ html }).html).toBe('');
      const document = { sections: [{ id: 's', blocks: [{ id: BLOCK_ID, type: 22, settings: { html } }] }] };
      expect(behavioursIn(document as never)).toEqual([]);
    }
  });
});
