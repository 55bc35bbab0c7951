import { Axes, type Plot, plotOf } from './chart-axes';
import { arcPath, type PieSlice, polar } from './chart-scales';
import type { ChartView } from './chart-settings-read';

/** A series' colour: the palette chart.css derives from the site's accent colour, eight in turn. */
export const seriesClass = (index: number) => `block-chart__series-${index % 8}`;

interface ShapeProps {
  chart: ChartView;
  format: (n: number) => string;
}

/** What a bar, a point or a slice says when a visitor points at it: its row, series and value. */
const tip = (chart: ChartView, row: number, series: number, value: string) =>
  chart.columns.length > 1
    ? `${chart.rows[row]!.label}, ${chart.columns[series]}: ${value}`
    : `${chart.rows[row]!.label}: ${value}`;

/** Grouped bars: each row a group, one bar a series, growing up or down from zero. */
export function BarShapes({ chart, format }: ShapeProps) {
  const plot: Plot = plotOf(chart);
  const group = plot.band * 0.8;
  const width = group / chart.columns.length;
  const zero = plot.y(0);
  return (
    <>
      <Axes chart={chart} plot={plot} format={format} />
      {chart.columns.map((_, series) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
        <g key={series} className={`block-chart__bars ${seriesClass(series)}`}>
          {chart.rows.map((row, index) => {
            const value = row.values[series];
            if (value === null || value === undefined) return null;
            const x = plot.x(index) - group / 2 + width * series;
            const y = Math.min(zero, plot.y(value));
            const height = Math.abs(plot.y(value) - zero);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
              <g key={index}>
                <rect
                  className="block-chart__bar"
                  x={x + 1}
                  y={y}
                  width={Math.max(1, width - 2)}
                  height={height}
                >
                  <title>{tip(chart, index, series, format(value))}</title>
                </rect>
                {chart.showValues ? (
                  <text
                    className="block-chart__value"
                    x={x + width / 2}
                    y={value < 0 ? y + height + 14 : y - 6}
                    textAnchor="middle"
                  >
                    {format(value)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
      ))}
    </>
  );
}

/** One line a series through its rows' values; an empty cell breaks the line. */
export function LineShapes({ chart, format }: ShapeProps) {
  const plot = plotOf(chart);
  return (
    <>
      <Axes chart={chart} plot={plot} format={format} />
      {chart.columns.map((_, series) => {
        const runs: string[][] = [[]];
        chart.rows.forEach((row, index) => {
          const value = row.values[series];
          if (value === null || value === undefined) runs.push([]);
          else runs.at(-1)!.push(`${plot.x(index)},${plot.y(value)}`);
        });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
          <g key={series} className={`block-chart__line ${seriesClass(series)}`}>
            {runs
              .filter((run) => run.length > 1)
              .map((run) => (
                <polyline key={run[0]} className="block-chart__stroke" points={run.join(' ')} />
              ))}
            {chart.rows.map((row, index) => {
              const value = row.values[series];
              if (value === null || value === undefined) return null;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
                <g key={index}>
                  <circle className="block-chart__point" cx={plot.x(index)} cy={plot.y(value)} r={4}>
                    <title>{tip(chart, index, series, format(value))}</title>
                  </circle>
                  {chart.showValues ? (
                    <text
                      className="block-chart__value"
                      x={plot.x(index)}
                      y={plot.y(value) - 10}
                      textAnchor="middle"
                    >
                      {format(value)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </g>
        );
      })}
    </>
  );
}

export const PIE_SIZE = 360;

/** A pie of the first series, each row a slice, its share written on it when there is room. */
export function PieShapes({
  chart,
  slices,
  percent,
}: {
  chart: ChartView;
  slices: PieSlice[];
  percent: (fraction: number) => string;
}) {
  const centre = PIE_SIZE / 2;
  const radius = centre - 8;
  return (
    <g className="block-chart__pie">
      {slices.map((slice) =>
        slice.fraction > 0 ? (
          <path
            key={slice.index}
            className={`block-chart__slice ${seriesClass(slice.index)}`}
            d={arcPath(centre, centre, radius, slice.start, slice.end)}
          >
            <title>{tip(chart, slice.index, 0, percent(slice.fraction))}</title>
          </path>
        ) : null,
      )}
      {slices.map((slice) => {
        // Shares too thin to hold their number are named in the legend and the table.
        if (slice.fraction < 0.05) return null;
        const at =
          slice.fraction === 1
            ? { x: centre, y: centre }
            : polar(centre, centre, radius * 0.62, (slice.start + slice.end) / 2);
        return (
          <text
            key={slice.index}
            className="block-chart__percent"
            x={at.x}
            y={at.y}
            textAnchor="middle"
            dominantBaseline="middle"
          >
            {percent(slice.fraction)}
          </text>
        );
      })}
    </g>
  );
}
