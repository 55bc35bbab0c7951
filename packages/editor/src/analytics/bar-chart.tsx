import { useId } from 'react';
import { ChartRow, RowBar, rowChartSize } from './chart-row';
import { barLength, formatCount, formatShare, listTitle, shareOf } from './chart-scale';
import { TableFallback } from './data-table';

export interface BarRow {
  key: string;
  label: string;
  value: number;
}

interface BarChartProps {
  title: string;
  /** Header of the value column in the table, such as "Visits". */
  valueLabel: string;
  rows: readonly BarRow[];
}

const ROW = 38;
const BAR_H = 8;
/** Characters of a label that fit beside its figures in a column of the dashboard. */
const LABEL_CHARS = 36;

/**
 * A ranked list as bars under their labels: the label, the count and its share of all rows on one
 * line, the bar below it scaled to the largest row. Long labels are cut; the full text is in the
 * hover title and the table.
 */
export function BarChart({ title, valueLabel, rows }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(0, ...rows.map((row) => row.value));
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const share = (row: BarRow) => formatShare(shareOf(row.value, total));
  return (
    <figure className="chart">
      <svg className="chart__svg" {...rowChartSize(rows.length, ROW)} role="img" aria-labelledby={titleId}>
        <title id={titleId}>
          {listTitle(
            title,
            rows.map((row) => `${row.label} ${formatCount(row.value)}`),
          )}
        </title>
        {rows.map((row, i) => (
          <ChartRow
            key={row.key}
            index={i}
            height={ROW}
            label={row.label}
            labelChars={LABEL_CHARS}
            figures={`${formatCount(row.value)} · ${share(row)}`}
            description={`${row.label}: ${formatCount(row.value)} ${valueLabel.toLowerCase()}`}
          >
            <RowBar className="chart__track" percent={100} height={BAR_H} />
            <RowBar className="chart__bar" percent={barLength(row.value, max, 100, 0.5)} height={BAR_H} />
          </ChartRow>
        ))}
      </svg>
      <TableFallback
        caption={title}
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { header: 'Name', cell: (row) => row.label },
          { header: valueLabel, numeric: true, cell: (row) => formatCount(row.value) },
          { header: 'Share', numeric: true, cell: share },
        ]}
      />
    </figure>
  );
}
