import { describe, expect, it } from 'vitest';
import { BlockVariant } from './catalogues/block-variant';
import { CHART_DATASET_MESSAGES, CHART_KINDS, CHART_MESSAGES, chartDatasetProblems } from './chart-block';

const row = (label: string, ...values: (number | null)[]) => ({ label, values });

describe('a chart’s dataset (block type 62)', () => {
  it('uses the spec’s own words for its three dataset messages', () => {
    expect(Object.values(CHART_DATASET_MESSAGES)).toEqual([
      'Your dataset must have at least one column',
      'Your dataset must have at least one row',
      'One or more rows was missing data',
    ]);
  });

  it('offers the spec’s three chart variants: bar 1009, line 1010 and pie 1011', () => {
    expect(CHART_KINDS).toEqual([BlockVariant.chartBar, BlockVariant.chartLine, BlockVariant.chartPie]);
    expect(CHART_KINDS).toEqual([1009, 1010, 1011]);
  });

  it('has no problem with a complete table, negative values in a bar or line chart included', () => {
    const settings = { columns: ['Bowls', 'Mugs'], rows: [row('Jan', 3, -2), row('Feb', 0, 4.5)] };
    expect(chartDatasetProblems({ kind: BlockVariant.chartBar, ...settings })).toEqual([]);
    expect(chartDatasetProblems({ kind: BlockVariant.chartLine, ...settings })).toEqual([]);
  });

  it('names a table without series, or without rows, with the spec’s messages', () => {
    expect(chartDatasetProblems({ columns: [], rows: [row('Jan')] })).toEqual([
      { field: 'columns', message: CHART_DATASET_MESSAGES.noColumn },
    ]);
    expect(chartDatasetProblems({ columns: ['Bowls'], rows: [] })).toEqual([
      { field: 'rows', message: CHART_DATASET_MESSAGES.noRow },
    ]);
    expect(chartDatasetProblems({})).toEqual([
      { field: 'columns', message: CHART_DATASET_MESSAGES.noColumn },
      { field: 'rows', message: CHART_DATASET_MESSAGES.noRow },
    ]);
  });

  it.each([
    ['an empty cell', [row('Jan', 1, null)]],
    ['a row with too few values', [row('Jan', 1)]],
    ['a value that is no number', [{ label: 'Jan', values: [1, '2'] }]],
    ['a row without values', [{ label: 'Jan' }]],
  ])('says one or more rows was missing data for %s, once', (_, rows) => {
    expect(
      chartDatasetProblems({ columns: ['Bowls', 'Mugs'], rows: [...rows, row('Feb', null, null)] }),
    ).toEqual([{ field: 'rows', message: CHART_DATASET_MESSAGES.missingData }]);
  });

  it('holds a pie to one series of values of zero or more', () => {
    expect(
      chartDatasetProblems({
        kind: BlockVariant.chartPie,
        columns: ['Share'],
        rows: [row('A', 0), row('B', 2)],
      }),
    ).toEqual([]);
    expect(
      chartDatasetProblems({ kind: BlockVariant.chartPie, columns: ['A', 'B'], rows: [row('x', 1, -1)] }),
    ).toEqual([
      { field: 'columns', message: CHART_MESSAGES.pieOneSeries },
      { field: 'rows', message: CHART_MESSAGES.pieNegative },
    ]);
  });
});
