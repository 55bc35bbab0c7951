import { useId } from 'react';
import { ChartRow, RowBar, rowChartSize } from './chart-row';
import { barLength, formatCount, formatShare, listTitle, rateOf } from './chart-scale';
import { TableFallback } from './data-table';

export interface RatioRow {
  key: string;
  label: string;
  /** How often it was shown (form renders, button renders). */
  shown: number;
  /** How often visitors acted on it (submissions, clicks). */
  acted: number;
}

export interface RatioChartProps {
  title: string;
  shownLabel: string;
  actedLabel: string;
  /** Header of the share column, such as "Conversion". */
  rateLabel: string;
  rows: readonly RatioRow[];
}

const ROW = 40;
const BAR_H = 10;
/** Characters of a label that fit beside its figures (longer than a bar chart's) in a column. */
const LABEL_CHARS = 28;

/**
 * Funnel rows: a pale bar for how often something was shown, a strong bar inside it for how often
 * visitors acted on it, and the rate between the two. Rates are worked out here from the counts.
 */
export function RatioChart({ title, shownLabel, actedLabel, rateLabel, rows }: RatioChartProps) {
  const titleId = useId();
  // Both bars share one scale; acting more often than shown (a range's edge) still fits.
  const max = Math.max(0, ...rows.flatMap((row) => [row.shown, row.acted]));
  const rate = (row: RatioRow) => formatShare(rateOf(row.acted, row.shown));
  const percent = (count: number) => barLength(count, max, 100, 0.5);
  return (
    <figure className="chart">
      <ul className="chart__legend" aria-hidden="true">
        <li className="chart__key chart__key--track">{shownLabel}</li>
        <li className="chart__key chart__key--0">{actedLabel}</li>
      </ul>
      <svg className="chart__svg" {...rowChartSize(rows.length, ROW)} role="img" aria-labelledby={titleId}>
        <title id={titleId}>
          {listTitle(
            title,
            rows.map((row) => `${row.label} ${rate(row)}`),
          )}
        </title>
        {rows.map((row, i) => (
          <ChartRow
            key={row.key}
            index={i}
            height={ROW}
            label={row.label}
            labelChars={LABEL_CHARS}
            figures={`${formatCount(row.acted)} / ${formatCount(row.shown)} · ${rate(row)}`}
            description={`${row.label}: ${formatCount(row.shown)} ${shownLabel.toLowerCase()}, ${formatCount(row.acted)} ${actedLabel.toLowerCase()}, ${rate(row)}`}
          >
            <RowBar
              className="chart__track chart__track--shown"
              percent={percent(row.shown)}
              height={BAR_H}
            />
            <RowBar className="chart__bar" percent={percent(row.acted)} height={BAR_H} />
          </ChartRow>
        ))}
      </svg>
      <TableFallback
        caption={title}
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { header: 'Name', cell: (row) => row.label },
          { header: shownLabel, numeric: true, cell: (row) => formatCount(row.shown) },
          { header: actedLabel, numeric: true, cell: (row) => formatCount(row.acted) },
          { header: rateLabel, numeric: true, cell: rate },
        ]}
      />
    </figure>
  );
}
