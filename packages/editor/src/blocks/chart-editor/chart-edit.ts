import {
  BlockVariant,
  CHART_KINDS,
  CHART_LIMITS,
  type ChartBlockSettings,
  type ChartKind,
  type ChartRow,
} from '@atelier/domain';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const words = (value: unknown): string => (typeof value === 'string' ? value : '');
const cell = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The chart kinds the panel offers, by their spec variants. */
export const CHART_KIND_LABELS: readonly { kind: ChartKind; label: string }[] = [
  { kind: BlockVariant.chartBar, label: 'Bar' },
  { kind: BlockVariant.chartLine, label: 'Line' },
  { kind: BlockVariant.chartPie, label: 'Pie' },
];

/**
 * A stored chart as the panel edits it: a known kind, every list a list, every row one value a
 * series (an empty cell null, so the dataset message names it rather than the panel hiding it).
 */
export function readChart(settings: Record<string, unknown>): ChartBlockSettings {
  const kind = CHART_KINDS.find((k) => k === settings.kind) ?? BlockVariant.chartBar;
  const columns = Array.isArray(settings.columns) ? settings.columns.map(words) : [];
  const rows: ChartRow[] = (Array.isArray(settings.rows) ? settings.rows.filter(isRecord) : []).map(
    (row) => ({
      label: words(row.label),
      values: columns.map((_, index) => cell(Array.isArray(row.values) ? row.values[index] : undefined)),
    }),
  );
  return { ...settings, kind, columns, rows } as ChartBlockSettings;
}

/** A cell as the owner typed it: a number, or null when empty or not a number. */
export function cellValue(typed: string): number | null {
  if (typed.trim() === '') return null;
  const value = Number(typed);
  return Number.isFinite(value) ? value : null;
}

export const canAddRow = (chart: ChartBlockSettings) => chart.rows.length < CHART_LIMITS.rows;
/** A pie shows one series: the panel offers no second. */
export const canAddSeries = (chart: ChartBlockSettings) =>
  chart.columns.length < (chart.kind === BlockVariant.chartPie ? 1 : CHART_LIMITS.series);

export function addRow(chart: ChartBlockSettings): ChartBlockSettings {
  const row: ChartRow = { label: `Row ${chart.rows.length + 1}`, values: chart.columns.map(() => 0) };
  return { ...chart, rows: [...chart.rows, row] };
}

export function addSeries(chart: ChartBlockSettings): ChartBlockSettings {
  return {
    ...chart,
    columns: [...chart.columns, `Series ${chart.columns.length + 1}`],
    rows: chart.rows.map((row) => ({ ...row, values: [...row.values, 0] })),
  };
}

export const removeRow = (chart: ChartBlockSettings, index: number): ChartBlockSettings => ({
  ...chart,
  rows: chart.rows.filter((_, i) => i !== index),
});

export const removeSeries = (chart: ChartBlockSettings, index: number): ChartBlockSettings => ({
  ...chart,
  columns: chart.columns.filter((_, i) => i !== index),
  rows: chart.rows.map((row) => ({ ...row, values: row.values.filter((_, i) => i !== index) })),
});

export const setCell = (chart: ChartBlockSettings, row: number, column: number, value: number | null) => ({
  ...chart,
  rows: chart.rows.map((r, i) =>
    i === row ? { ...r, values: r.values.map((v, j) => (j === column ? value : v)) } : r,
  ),
});

export const setRowLabel = (chart: ChartBlockSettings, row: number, label: string) => ({
  ...chart,
  rows: chart.rows.map((r, i) => (i === row ? { ...r, label } : r)),
});

export const setSeriesName = (chart: ChartBlockSettings, column: number, name: string) => ({
  ...chart,
  columns: chart.columns.map((c, j) => (j === column ? name : c)),
});
