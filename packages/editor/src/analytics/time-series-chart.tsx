import { useId } from 'react';
import { formatCount, labelIndices, niceTicks, scaleLinear } from './chart-scale';
import { TableFallback } from './data-table';
import { formatDay } from './date-range';

export interface TimeSeries {
  key: string;
  label: string;
  /** One value per day, in the order of `days`. */
  values: number[];
}

interface TimeSeriesChartProps {
  title: string;
  days: string[];
  series: TimeSeries[];
}

/** A row of the table: the day and its index into every series. */
interface DayRow {
  day: string;
  i: number;
}

/** About the width the chart gets on the dashboard, so its text shows near its own size. */
const WIDTH = 1000;
const HEIGHT = 260;
const PAD = { top: 12, right: 14, bottom: 28, left: 44 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
/** Dots on every day stay readable up to about a month. */
const MAX_DOTS = 31;

/** x of day i: days spread over the plot width, a single day in the middle. */
const xOf = (index: number, count: number) =>
  PAD.left + (count > 1 ? (index / (count - 1)) * PLOT_W : PLOT_W / 2);

/** Daily counts as lines over a zero-based axis, with a hover title per day and a table. */
export function TimeSeriesChart({ title, days, series }: TimeSeriesChartProps) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max);
  const y = scaleLinear(ticks[ticks.length - 1] ?? 1, PAD.top + PLOT_H, PAD.top);
  const labelled = labelIndices(days.length, 7);
  const columnWidth = days.length > 0 ? PLOT_W / days.length : PLOT_W;
  const summary = series.map((s) => `${s.label}: ${formatCount(sum(s.values))}`).join(', ');
  const describe = (i: number) =>
    `${formatDay(days[i] ?? '', 'long')}: ${series.map((s) => `${formatCount(s.values[i] ?? 0)} ${s.label.toLowerCase()}`).join(', ')}`;

  return (
    <figure className="chart">
      <ul className="chart__legend" aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.key} className={`chart__key chart__key--${i}`}>
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        className="chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>
          {days.length > 0
            ? `${formatDay(days[0]!, 'long')} to ${formatDay(days[days.length - 1]!, 'long')}. ${summary}.`
            : 'No days in this range.'}
        </desc>
        {ticks.map((tick) => (
          <g key={tick} className="chart__grid">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {labelled.map((i) => (
          <text
            key={days[i]}
            className="chart__axis-label"
            x={xOf(i, days.length)}
            y={HEIGHT - 8}
            textAnchor={
              i === 0 && days.length > 1 ? 'start' : i === days.length - 1 && i > 0 ? 'end' : 'middle'
            }
          >
            {formatDay(days[i]!)}
          </text>
        ))}
        {series.map((s, index) => {
          const points = s.values.map((value, i) => `${xOf(i, days.length)},${y(value)}`);
          return (
            <g key={s.key} className={`chart__series chart__series--${index}`}>
              {days.length > 1 ? <polyline points={points.join(' ')} /> : null}
              {days.length <= MAX_DOTS
                ? s.values.map((value, i) => (
                    <circle key={days[i]} cx={xOf(i, days.length)} cy={y(value)} r={3} />
                  ))
                : null}
            </g>
          );
        })}
        {days.map((day, i) => (
          <rect
            key={day}
            className="chart__hover"
            x={xOf(i, days.length) - columnWidth / 2}
            y={PAD.top}
            width={columnWidth}
            height={PLOT_H}
          >
            <title>{describe(i)}</title>
          </rect>
        ))}
      </svg>
      <TableFallback<DayRow>
        caption={title}
        rows={days.map((day, i) => ({ day, i }))}
        rowKey={(row) => row.day}
        columns={[
          { header: 'Day', cell: (row) => formatDay(row.day, 'long') },
          ...series.map((s) => ({
            header: s.label,
            numeric: true,
            cell: (row: DayRow) => formatCount(s.values[row.i] ?? 0),
          })),
        ]}
      />
    </figure>
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
