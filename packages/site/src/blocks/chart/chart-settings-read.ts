import { BlockVariant, CHART_LIMITS } from '@atelier/domain';
import { isRecord, readText } from '../settings-guards';

export type ChartShape = 'bar' | 'line' | 'pie';

const SHAPES: Readonly<Record<number, ChartShape>> = {
  [BlockVariant.chartBar]: 'bar',
  [BlockVariant.chartLine]: 'line',
  [BlockVariant.chartPie]: 'pie',
};

export interface ChartRowView {
  label: string;
  /** One a series; null where a stored draft left a cell empty (no bar, a gap in the line). */
  values: (number | null)[];
}

export interface ChartView {
  shape: ChartShape;
  title?: string;
  /** The series' names; a pie shows the first only. */
  columns: string[];
  rows: ChartRowView[];
  yAxisLabel?: string;
  showLegend: boolean;
  showValues: boolean;
}

const cell = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * A chart's settings as the block draws them, or null without a series or a row. The kind is one
 * of the spec's variants (bar 1009, line 1010, pie 1011), a bar chart otherwise; a series without
 * a name is named by its place, as the editor names it.
 */
export function readChartSettings(settings: unknown): ChartView | null {
  if (!isRecord(settings) || !Array.isArray(settings.columns) || !Array.isArray(settings.rows)) return null;
  const shape = SHAPES[settings.kind as number] ?? 'bar';
  const columns = settings.columns
    .slice(0, shape === 'pie' ? 1 : CHART_LIMITS.series)
    .map((name, index) => (typeof name === 'string' && name.trim() ? name.trim() : `Series ${index + 1}`));
  const rows = settings.rows
    .slice(0, CHART_LIMITS.rows)
    .filter(isRecord)
    .map((row, index) => ({
      label: readText(row, 'label') ?? String(index + 1),
      values: columns.map((_, column) => cell(Array.isArray(row.values) ? row.values[column] : undefined)),
    }));
  if (columns.length === 0 || rows.length === 0) return null;
  return {
    shape,
    title: readText(settings, 'title'),
    columns,
    rows,
    yAxisLabel: readText(settings, 'yAxisLabel'),
    showLegend: settings.showLegend === true,
    showValues: settings.showValues === true,
  };
}

/** The words a visitor reads in the chart, for site search: title, axis, series names, labels. */
export function chartBlockText(settings: unknown): string {
  const chart = readChartSettings(settings);
  if (!chart) return '';
  return [chart.title, chart.yAxisLabel, ...chart.columns, ...chart.rows.map((row) => row.label)]
    .filter(Boolean)
    .join('\n');
}
