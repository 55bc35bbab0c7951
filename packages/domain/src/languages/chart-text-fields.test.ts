import { describe, expect, it } from 'vitest';
import { BlockType } from '../catalogues/block-type';
import { BlockVariant } from '../catalogues/block-variant';
import type { ChartBlockSettings } from '../chart-block';
import { blockTextFields } from './block-text-fields';
import { sourceTexts, translateSettings } from './translations';

const CHART: ChartBlockSettings = {
  kind: BlockVariant.chartBar,
  title: 'Firings this year',
  columns: ['Bisque', 'Glaze'],
  rows: [
    { label: 'Spring', values: [4, 3] },
    { label: 'Summer', values: [6, 5] },
  ],
  yAxisLabel: 'Firings',
  showLegend: true,
};

describe('the chart block’s translatable fields (block type 62)', () => {
  const fields = blockTextFields(BlockType.chart);

  it('are the title, each series name, each row label and the axis label, never the numbers', () => {
    expect(Object.fromEntries(sourceTexts(CHART, fields, 'b').map((text) => [text.key, text.value]))).toEqual(
      {
        'b.title': 'Firings this year',
        'b.columns.0': 'Bisque',
        'b.columns.1': 'Glaze',
        'b.rows.0.label': 'Spring',
        'b.rows.1.label': 'Summer',
        'b.yAxisLabel': 'Firings',
      },
    );
  });

  it('translate the words and keep the values and the switches', () => {
    const french = translateSettings(
      CHART,
      fields,
      {
        'b.title': { text: 'Cuissons de l’année' },
        'b.columns.1': { text: 'Émail' },
        'b.rows.0.label': { text: 'Printemps' },
      },
      'b',
    );
    expect(french).toEqual({
      ...CHART,
      title: 'Cuissons de l’année',
      columns: ['Bisque', 'Émail'],
      rows: [
        { label: 'Printemps', values: [4, 3] },
        { label: 'Summer', values: [6, 5] },
      ],
    });
    expect(CHART.title).toBe('Firings this year');
  });
});
