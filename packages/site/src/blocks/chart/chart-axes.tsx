import { linearScale, niceTicks } from './chart-scales';
import type { ChartView } from './chart-settings-read';

/** The SVG's own coordinates; it scales to the column's width (CSS), keeping this shape. */
export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 360;

/** At most this many row labels under the axis; the others are skipped, the table has them all. */
const MAX_X_LABELS = 12;

export interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Maps a value onto the plot's height. */
  y: (value: number) => number;
  ticks: number[];
  /** The horizontal centre of row `index`, and each row's width. */
  x: (index: number) => number;
  band: number;
}

/** The plot area and the value axis of a bar or line chart: every value and zero in view. */
export function plotOf(chart: ChartView): Plot {
  const values = chart.rows.flatMap((row) => row.values).filter((value) => value !== null);
  const { min, max, ticks } = niceTicks(values);
  const left = chart.yAxisLabel ? 96 : 72;
  const right = CHART_WIDTH - 16;
  const top = 28;
  const bottom = CHART_HEIGHT - 44;
  const band = (right - left) / chart.rows.length;
  return {
    left,
    right,
    top,
    bottom,
    y: linearScale(min, max, bottom, top),
    ticks,
    x: (index) => left + band * (index + 0.5),
    band,
  };
}

/** Which row labels show under the axis: every one, or every n-th so that they do not overlap. */
export function labelledRows(count: number): (index: number) => boolean {
  const every = Math.ceil(count / MAX_X_LABELS);
  return (index) => index % every === 0;
}

/** Grid lines and tick labels of the value axis, the zero line, row labels and the axis' name. */
export function Axes({
  chart,
  plot,
  format,
}: {
  chart: ChartView;
  plot: Plot;
  format: (n: number) => string;
}) {
  const shown = labelledRows(chart.rows.length);
  return (
    <g className="block-chart__axes">
      {plot.ticks.map((tick) => (
        <g
          key={tick}
          className={tick === 0 ? 'block-chart__grid block-chart__grid--zero' : 'block-chart__grid'}
        >
          <line x1={plot.left} x2={plot.right} y1={plot.y(tick)} y2={plot.y(tick)} />
          <text x={plot.left - 8} y={plot.y(tick)} textAnchor="end" dominantBaseline="middle">
            {format(tick)}
          </text>
        </g>
      ))}
      {chart.rows.map((row, index) =>
        shown(index) ? (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
            key={index}
            className={index % 2 ? 'block-chart__x-label block-chart__x-label--odd' : 'block-chart__x-label'}
            x={plot.x(index)}
            y={plot.bottom + 22}
            textAnchor="middle"
          >
            {row.label}
          </text>
        ) : null,
      )}
      {chart.yAxisLabel ? (
        <text
          className="block-chart__axis-label"
          transform={`translate(20 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          {chart.yAxisLabel}
        </text>
      ) : null}
    </g>
  );
}
