import { BlockVariant } from './catalogues/block-variant';

/**
 * Chart block (spec 001 §3 block type 62): a bar, line or pie chart (the block variants 1009–1011)
 * drawn on the server as SVG from a small table the owner types: `columns` name the series, each
 * row a label and one value per series.
 */
export const CHART_KINDS = [BlockVariant.chartBar, BlockVariant.chartLine, BlockVariant.chartPie] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export interface ChartRow {
  label: string;
  /** One value a series, in the order of `columns`; null is a cell the owner left empty. */
  values: (number | null)[];
}

export interface ChartBlockSettings {
  kind: ChartKind;
  title?: string;
  /** The series' names; a pie shows exactly one series. */
  columns: string[];
  rows: ChartRow[];
  yAxisLabel?: string;
  showLegend?: boolean;
  showValues?: boolean;
}

/** The bounds the server holds a chart to, and the editor stops adding at. */
export const CHART_LIMITS = {
  series: 12,
  rows: 60,
  /** Row labels and series names. */
  label: 60,
  title: 120,
  yAxisLabel: 60,
  /** The largest value, either way from zero, a cell may hold. */
  value: 1e12,
} as const;

/** The spec's dataset messages (spec 001 §5), shown by the editor and answered by the server. */
export const CHART_DATASET_MESSAGES = {
  noColumn: 'Your dataset must have at least one column',
  noRow: 'Your dataset must have at least one row',
  missingData: 'One or more rows was missing data',
} as const;

/** What else a chart's data may get wrong, in the owner's words. */
export const CHART_MESSAGES = {
  pieOneSeries: 'A pie chart shows one series: remove the others.',
  pieNegative: 'A pie chart cannot show values below zero.',
  extraValues: 'A row holds one value for each series.',
} as const;

export interface ChartDatasetProblem {
  field: 'columns' | 'rows';
  message: string;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * What is wrong with a chart's table, each problem once, in the order the spec lists them: no
 * series, no row, a row with a cell left empty (or missing), then what a pie cannot show. The
 * server refuses a chart with a problem; the editor shows the same words under the table.
 */
export function chartDatasetProblems(settings: {
  kind?: unknown;
  columns?: unknown;
  rows?: unknown;
}): ChartDatasetProblem[] {
  const columns = Array.isArray(settings.columns) ? settings.columns : [];
  const rows = Array.isArray(settings.rows) ? settings.rows : [];
  const problems: ChartDatasetProblem[] = [];
  if (columns.length === 0) problems.push({ field: 'columns', message: CHART_DATASET_MESSAGES.noColumn });
  if (rows.length === 0) problems.push({ field: 'rows', message: CHART_DATASET_MESSAGES.noRow });
  const valuesOf = (row: unknown): unknown[] =>
    typeof row === 'object' && row !== null && Array.isArray((row as ChartRow).values)
      ? (row as ChartRow).values
      : [];
  const missing = rows.some((row) => {
    const values = valuesOf(row);
    return columns.some((_, index) => !isFiniteNumber(values[index]));
  });
  if (columns.length > 0 && missing)
    problems.push({ field: 'rows', message: CHART_DATASET_MESSAGES.missingData });
  if (settings.kind === BlockVariant.chartPie) {
    if (columns.length > 1) problems.push({ field: 'columns', message: CHART_MESSAGES.pieOneSeries });
    const negative = rows.some((row) => valuesOf(row).some((value) => isFiniteNumber(value) && value < 0));
    if (negative) problems.push({ field: 'rows', message: CHART_MESSAGES.pieNegative });
  }
  return problems;
}
