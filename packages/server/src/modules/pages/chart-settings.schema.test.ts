import { CHART_DATASET_MESSAGES, CHART_LIMITS, CHART_MESSAGES } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { parseInput } from '#platform/errors/validation';
import { PageDocumentSchema, SaveDraft } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const withBlock = (settings: unknown) => ({
  sections: [{ id: id(1), blocks: [{ id: id(2), type: 62, settings }] }],
});
const at = (path: string) => `sections.0.blocks.0.settings${path ? `.${path}` : ''}`;
const row = (label: string, ...values: (number | null)[]) => ({ label, values });
const bar = (changes: Record<string, unknown> = {}) => ({
  kind: 1009,
  columns: ['Bisque', 'Glaze'],
  rows: [row('Spring', 4, 3), row('Summer', -1, 5.5)],
  ...changes,
});

function problems(settings: unknown) {
  const result = PageDocumentSchema.safeParse(withBlock(settings));
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('a chart block’s settings (block type 62)', () => {
  it('keeps a bar, line or pie chart with its words and switches, negative values in a bar', () => {
    const settings = bar({ title: 'Firings', yAxisLabel: 'Kilns', showLegend: true, showValues: false });
    expect(problems(settings)).toEqual([]);
    expect(PageDocumentSchema.parse(withBlock(settings)).sections[0]!.blocks[0]!.settings).toEqual(settings);
    expect(problems(bar({ kind: 1010 }))).toEqual([]);
    expect(problems({ kind: 1011, columns: ['Share'], rows: [row('Bowls', 3), row('Mugs', 0)] })).toEqual([]);
  });

  it('answers with the spec’s dataset messages, the same the editor shows, naming the field', () => {
    expect(CHART_DATASET_MESSAGES.noColumn).toBe('Your dataset must have at least one column');
    expect(problems(bar({ columns: [], rows: [row('Spring')] }))).toEqual([
      { path: at('columns'), message: CHART_DATASET_MESSAGES.noColumn },
    ]);
    expect(problems(bar({ rows: [] }))).toEqual([
      { path: at('rows'), message: CHART_DATASET_MESSAGES.noRow },
    ]);
    expect(problems({ kind: 1009 })).toEqual([
      { path: at('columns'), message: 'Your dataset must have at least one column' },
      { path: at('rows'), message: 'Your dataset must have at least one row' },
    ]);
    expect(problems(bar({ rows: [row('Spring', 4, null)] }))).toEqual([
      { path: at('rows'), message: 'One or more rows was missing data' },
    ]);
    expect(problems(bar({ rows: [row('Spring', 4)] }))).toEqual([
      { path: at('rows'), message: CHART_DATASET_MESSAGES.missingData },
    ]);
  });

  it(`holds at most ${CHART_LIMITS.series} series, ${CHART_LIMITS.rows} rows and ${CHART_LIMITS.label}-character labels`, () => {
    const columns = Array.from({ length: CHART_LIMITS.series }, (_, n) => `S${n}`);
    const values = columns.map(() => 1);
    expect(problems(bar({ columns, rows: [row('A', ...values)] }))).toEqual([]);
    expect(problems(bar({ columns: [...columns, 'more'], rows: [row('A', ...values, 1)] }))[0]).toEqual({
      path: at('columns'),
      message: 'A chart shows at most 12 series.',
    });
    const rows = Array.from({ length: CHART_LIMITS.rows + 1 }, (_, n) => row(`R${n}`, 1, 2));
    expect(problems(bar({ rows }))).toEqual([
      { path: at('rows'), message: 'A chart shows at most 60 rows.' },
    ]);
    expect(problems(bar({ rows: [row('x'.repeat(61), 1, 2)] }))).toEqual([
      { path: at('rows.0.label'), message: 'Use at most 60 characters.' },
    ]);
    expect(problems(bar({ rows: [row('A', 1, 2, 3)] }))).toEqual([
      { path: at('rows.0.values'), message: CHART_MESSAGES.extraValues },
    ]);
  });

  it(`bounds the title to ${CHART_LIMITS.title} characters, the axis name to ${CHART_LIMITS.yAxisLabel} and values to ±${CHART_LIMITS.value}`, () => {
    expect(problems(bar({ title: 'x'.repeat(CHART_LIMITS.title), yAxisLabel: 'y'.repeat(60) }))).toEqual([]);
    expect(problems(bar({ title: 'x'.repeat(121) }))).toEqual([
      { path: at('title'), message: 'Use at most 120 characters.' },
    ]);
    expect(problems(bar({ yAxisLabel: 'y'.repeat(61) }))).toEqual([
      { path: at('yAxisLabel'), message: 'Use at most 60 characters.' },
    ]);
    expect(problems(bar({ rows: [row('A', 1e12, -1e12)] }))).toEqual([]);
    expect(problems(bar({ rows: [row('A', 1e12 + 1, 2)] }))).toEqual([
      { path: at('rows.0.values.0'), message: 'Use values between -1000000000000 and 1000000000000.' },
    ]);
  });

  it('holds a pie to one series of values of zero or more', () => {
    expect(problems(bar({ kind: 1011 }))).toEqual([
      { path: at('columns'), message: CHART_MESSAGES.pieOneSeries },
      { path: at('rows'), message: CHART_MESSAGES.pieNegative },
    ]);
  });

  it('names the field and says what is wrong for each wrong type', () => {
    expect(problems(bar({ kind: 1012 }))).toEqual([
      { path: at('kind'), message: 'Choose a bar, line or pie chart.' },
    ]);
    expect(problems(bar({ columns: 'Bisque' }))).toEqual([
      { path: at('columns'), message: 'Give the series as a list.' },
    ]);
    expect(problems(bar({ rows: [7] }))).toEqual([
      { path: at('rows.0'), message: 'Each row is a label and its values.' },
    ]);
    expect(problems(bar({ rows: [row('A', 1, 2), { label: 'B', values: [1, '2'] }] }))).toEqual([
      { path: at('rows.1.values.1'), message: 'Write each value as a number.' },
    ]);
    expect(problems(bar({ showValues: 'yes' }))).toEqual([
      { path: at('showValues'), message: 'Use true or false.' },
    ]);
  });

  it('answers a bad chart as invalid input naming the field, never a crash', () => {
    const attempt = () => parseInput(SaveDraft, { document: withBlock(bar({ rows: [] })), revision: 1 });
    expect(attempt).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    try {
      attempt();
    } catch (error) {
      expect((error as { fields: Record<string, string> }).fields).toEqual({
        [`document.${at('rows')}`]: 'Your dataset must have at least one row',
      });
    }
  });
});
