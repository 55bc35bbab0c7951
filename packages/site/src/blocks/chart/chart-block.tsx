import { useLocale } from '../../i18n/locale-context';
import type { BlockProps } from '../block-props';
import { CHART_HEIGHT, CHART_WIDTH } from './chart-axes';
import { percentDigits, pieSlices } from './chart-scales';
import { type ChartView, readChartSettings } from './chart-settings-read';
import { BarShapes, LineShapes, PIE_SIZE, PieShapes, seriesClass } from './chart-shapes';

/** Numbers and shares in the page's language ("1 234,5", "42 %" on a French page). */
function formatters(tag: string) {
  const make = (options: Intl.NumberFormatOptions) => {
    try {
      return new Intl.NumberFormat(tag, options);
    } catch {
      return new Intl.NumberFormat('en', options);
    }
  };
  const number = make({ maximumFractionDigits: 2 });
  return {
    number: (value: number) => number.format(value),
    percent: (fraction: number) => {
      const digits = percentDigits(fraction);
      return make({ style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
        fraction,
      );
    },
  };
}

/** The chart's data as a table: for screen readers and for a page read without its stylesheet. */
function ChartTable({
  chart,
  number,
  share,
  className,
}: {
  chart: ChartView;
  number: (n: number) => string;
  share?: (row: number) => string;
  className: string;
}) {
  return (
    <table className={className}>
      {chart.title ? <caption>{chart.title}</caption> : null}
      <thead>
        <tr>
          <td />
          {chart.columns.map((name, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
            <th key={index} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
          <tr key={index}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
              <td key={column}>
                {value === null ? '' : number(value)}
                {share ? ` (${share(index)})` : ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The legend: the series of a bar or line chart, the rows of a pie with their shares. */
function Legend({ names }: { names: string[] }) {
  return (
    <ul className="block-chart__legend" aria-hidden="true">
      {names.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
        <li key={index} className={`block-chart__key ${seriesClass(index)}`}>
          {name}
        </li>
      ))}
    </ul>
  );
}

/**
 * Chart (block type 62): a bar, line or pie chart (variants 1009, 1010, 1011) drawn here, on the
 * server, as an SVG that scales to its column, so it needs no script. The SVG is one image to
 * assistive technology, named by its <title>; the same data follows as a visually hidden table. A
 * pie whose values add up to nothing has no slices to draw: the table shows instead.
 */
export function ChartBlock({ block, root }: BlockProps) {
  const chart = readChartSettings(block.settings);
  const { tag } = useLocale();
  if (!chart) return null;
  const format = formatters(tag);
  const ids = { title: `chart-${block.id}-title`, desc: `chart-${block.id}-desc` };
  const labels = chart.rows.map((row) => row.label);
  const name = chart.title ?? chart.columns.join(', ');
  const description = `${chart.columns.join(', ')}: ${labels.length > 1 ? `${labels[0]} – ${labels.at(-1)}` : labels[0]}`;
  const slices = chart.shape === 'pie' ? pieSlices(chart.rows.map((row) => row.values[0] ?? 0)) : null;
  const rootProps = {
    ...root,
    className: `block block-chart block-chart--${chart.shape}`,
    'data-chart': chart.shape,
  };
  if (chart.shape === 'pie' && !slices)
    return (
      <figure {...rootProps} data-empty="true">
        <ChartTable chart={chart} number={format.number} className="block-chart__table block-chart__note" />
      </figure>
    );
  const pie = chart.shape === 'pie';
  const legend = pie
    ? labels.map((label, index) => `${label} (${format.percent(slices![index]!.fraction)})`)
    : chart.columns;
  return (
    <figure {...rootProps}>
      {chart.title ? (
        <figcaption className="block-chart__title" aria-hidden="true">
          {chart.title}
        </figcaption>
      ) : null}
      <svg
        className="block-chart__svg"
        role="img"
        aria-labelledby={`${ids.title} ${ids.desc}`}
        viewBox={pie ? `0 0 ${PIE_SIZE} ${PIE_SIZE}` : `0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={ids.title}>{name}</title>
        <desc id={ids.desc}>{description}</desc>
        {chart.shape === 'bar' ? <BarShapes chart={chart} format={format.number} /> : null}
        {chart.shape === 'line' ? <LineShapes chart={chart} format={format.number} /> : null}
        {pie ? <PieShapes chart={chart} slices={slices!} percent={format.percent} /> : null}
      </svg>
      {chart.showLegend ? <Legend names={legend} /> : null}
      {/* A table grows to its content whatever its width says: its wrapper is what stays 1 px. */}
      <div className="visually-hidden">
        <ChartTable
          chart={chart}
          number={format.number}
          share={pie ? (row) => format.percent(slices![row]!.fraction) : undefined}
          className="block-chart__table"
        />
      </div>
    </figure>
  );
}
