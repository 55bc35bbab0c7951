import type { ReactNode } from 'react';
import { truncate } from './chart-scale';

const BAR_Y = 22;

interface ChartRowProps {
  index: number;
  /** Height of one row in the viewBox. */
  height: number;
  label: string;
  /** Characters of the label that fit beside the figures. */
  labelChars: number;
  figures: string;
  /** The whole row in words, as the hover title. */
  description: string;
  children: ReactNode;
}

/** One row of a ranked chart: the label and the figures on a line, its bars (children) below. */
export function ChartRow({
  index,
  height,
  label,
  labelChars,
  figures,
  description,
  children,
}: ChartRowProps) {
  return (
    <g transform={`translate(0 ${index * height})`} className="chart__row">
      <title>{description}</title>
      <text className="chart__row-label" x={0} y={14}>
        {truncate(label, labelChars)}
      </text>
      <text className="chart__row-value" x="100%" y={14} textAnchor="end">
        {figures}
      </text>
      {children}
    </g>
  );
}

/** A bar under a row's label, from the left edge; `percent` of the chart's width long. */
export function RowBar({
  className,
  percent,
  height,
}: {
  className: string;
  percent: number;
  height: number;
}) {
  return <rect className={className} x={0} y={BAR_Y} width={`${percent}%`} height={height} rx={3} />;
}

/**
 * The row charts are drawn at their real size in pixels, as wide as their box, with bar lengths in
 * percent: a viewBox would scale their text with the width of the box, unreadably small in a narrow
 * column. Height is rows times `rowHeight`.
 */
export function rowChartSize(rows: number, rowHeight: number) {
  return { width: '100%', height: Math.max(1, rows) * rowHeight };
}
