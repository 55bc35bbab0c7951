import { BlockVariant } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { LocaleContext, pageLocale } from '../../i18n/locale-context';
import { pageNeedsStylesheet } from '../../page/style-parts';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn, blockRegistry } from '../registry';
import { chartBlockText } from './chart-settings-read';

const BLOCK_ID = 'cccccccccccccccccccccccc';
const FIRINGS = {
  kind: BlockVariant.chartBar,
  title: 'Firings this year',
  columns: ['Bisque', 'Glaze'],
  rows: [
    { label: 'Spring', values: [4, 3] },
    { label: 'Summer', values: [6, -1] },
    { label: 'Autumn', values: [5, 4] },
  ],
  yAxisLabel: 'Firings',
};

function renderChart(settings: unknown, tag = 'en') {
  const block = { id: BLOCK_ID, type: 62, settings: settings as Record<string, unknown> };
  return renderMarkup(
    <LocaleContext.Provider value={pageLocale(tag)}>
      <BlockView block={block} />
    </LocaleContext.Provider>,
  );
}

describe('chart block', () => {
  it('draws grouped bars as an accessible SVG, named by its title, with no script', () => {
    const { document } = renderChart(FIRINGS);
    const root = document.body.firstElementChild!;
    expect(root.tagName).toBe('FIGURE');
    expect(root.getAttribute('data-block-type')).toBe('62');
    expect(root.hasAttribute('data-behaviour')).toBe(false);
    const svg = root.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('viewBox')).toBe('0 0 640 360');
    const [titleId, descId] = svg.getAttribute('aria-labelledby')!.split(' ');
    expect(document.getElementById(titleId!)?.tagName.toLowerCase()).toBe('title');
    expect(document.getElementById(titleId!)?.textContent).toBe('Firings this year');
    expect(document.getElementById(descId!)?.textContent).toBe('Bisque, Glaze: Spring – Autumn');
    // One bar a series a row, each coloured by its series, each with its value as a tooltip.
    expect(svg.querySelectorAll('.block-chart__series-0 rect')).toHaveLength(3);
    expect(svg.querySelectorAll('.block-chart__series-1 rect')).toHaveLength(3);
    expect(svg.querySelector('.block-chart__series-1 rect title')?.textContent).toBe('Spring, Glaze: 3');
    // The negative bar hangs below the zero line; the axis has round ticks and its name.
    const zero = Number(svg.querySelector('.block-chart__grid--zero line')?.getAttribute('y1'));
    const negative = svg.querySelectorAll('.block-chart__series-1 rect')[1]!;
    expect(Number(negative.getAttribute('y'))).toBe(zero);
    expect([...svg.querySelectorAll('.block-chart__grid text')].map((t) => t.textContent)).toEqual([
      '-2',
      '0',
      '2',
      '4',
      '6',
    ]);
    expect(svg.querySelector('.block-chart__axis-label')?.textContent).toBe('Firings');
    expect(svg.querySelectorAll('.block-chart__value')).toHaveLength(0);
  });

  it('gives the same data as a visually hidden table, for screen readers and pages read without styles', () => {
    const table = renderChart(FIRINGS).document.querySelector('table')!;
    expect(table.parentElement?.className).toBe('visually-hidden');
    expect(table.querySelector('caption')?.textContent).toBe('Firings this year');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Bisque', 'Glaze']);
    expect(
      [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Spring', '4', '3'],
      ['Summer', '6', '-1'],
      ['Autumn', '5', '4'],
    ]);
  });

  it('draws one line a series through its points, with values and a legend when asked', () => {
    const { document } = renderChart({
      ...FIRINGS,
      kind: BlockVariant.chartLine,
      showValues: true,
      showLegend: true,
    });
    expect(document.querySelectorAll('polyline')).toHaveLength(2);
    expect(document.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(document.querySelectorAll('circle')).toHaveLength(6);
    expect(document.querySelectorAll('.block-chart__value')).toHaveLength(6);
    expect([...document.querySelectorAll('.block-chart__legend li')].map((li) => li.textContent)).toEqual([
      'Bisque',
      'Glaze',
    ]);
  });

  it('cuts a pie of the first series into a slice a row, with its share in the page’s language', () => {
    const settings = {
      kind: BlockVariant.chartPie,
      columns: ['Pieces'],
      rows: [
        { label: 'Bowls', values: [6] },
        { label: 'Mugs', values: [3] },
        { label: 'Vases', values: [1] },
      ],
      showLegend: true,
    };
    const { document } = renderChart(settings);
    expect(document.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 360 360');
    expect(document.querySelectorAll('path.block-chart__slice')).toHaveLength(3);
    expect([...document.querySelectorAll('.block-chart__percent')].map((t) => t.textContent)).toEqual([
      '60%',
      '30%',
      '10%',
    ]);
    expect([...document.querySelectorAll('.block-chart__legend li')].map((li) => li.textContent)).toEqual([
      'Bowls (60%)',
      'Mugs (30%)',
      'Vases (10%)',
    ]);
    expect(document.querySelector('tbody td')?.textContent).toBe('6 (60%)');
    const french = renderChart(settings, 'fr').document;
    expect(french.querySelector('.block-chart__percent')?.textContent).toBe('60\u00a0%');
  });

  it('shows a pie’s numbers as a table instead of an empty circle when they add up to nothing', () => {
    const { document } = renderChart({
      kind: BlockVariant.chartPie,
      columns: ['Pieces'],
      rows: [{ label: 'Bowls', values: [0] }],
    });
    expect(document.querySelector('svg')).toBeNull();
    expect(document.querySelector('figure')?.getAttribute('data-empty')).toBe('true');
    const table = document.querySelector('table.block-chart__note')!;
    expect(table.className).not.toContain('visually-hidden');
    expect(table.querySelector('tbody')?.textContent).toBe('Bowls0');
  });

  it('escapes the owner’s words', () => {
    const { document } = renderChart({ ...FIRINGS, title: '<img src=x onerror=alert(1)>' });
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('svg title')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it.each([[{}], [{ columns: [], rows: FIRINGS.rows }], [{ columns: ['A'], rows: [] }], ['chart'], [null]])(
    'renders nothing for %j',
    (settings) => {
      expect(renderChart(settings).html).toBe('');
    },
  );

  it('gives site search the title, the axis, the series and the labels', () => {
    expect(chartBlockText(FIRINGS)).toBe('Firings this year\nFirings\nBisque\nGlaze\nSpring\nSummer\nAutumn');
    expect(blockRegistry.get(62)?.text?.(FIRINGS)).toContain('Autumn');
    expect(chartBlockText(null)).toBe('');
  });

  it('loads no behaviour, and its styles only on pages that hold one', () => {
    const page = {
      sections: [{ id: 'd'.repeat(24), blocks: [{ id: BLOCK_ID, type: 62, settings: FIRINGS }] }],
    };
    expect(behavioursIn(page)).toEqual([]);
    const css = 'blocks/chart/chart.css';
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([62]) })).toBe(true);
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([31]) })).toBe(false);
  });
});
