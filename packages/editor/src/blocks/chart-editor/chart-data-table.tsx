import { BlockVariant, CHART_LIMITS, type ChartBlockSettings } from '@atelier/domain';
import {
  addRow,
  addSeries,
  canAddRow,
  canAddSeries,
  cellValue,
  removeRow,
  removeSeries,
  setCell,
  setRowLabel,
  setSeriesName,
} from './chart-edit';

/** Runs after React has committed the change, so the element to focus exists. */
const afterRender = (fn: () => void) => requestAnimationFrame(() => requestAnimationFrame(fn));

interface ChartDataTableProps {
  chart: ChartBlockSettings;
  /** The prefix of the table's ids. */
  base: string;
  /** Ids of the messages under the table, which describe it. */
  describedBy?: string;
  onChange(chart: ChartBlockSettings): void;
  onStatus(message: string): void;
}

/**
 * The chart's data as the owner types it: a header row of series names, then a row a label with a
 * number a series. Rows and series are added at the end and removed by their own buttons.
 */
export function ChartDataTable({ chart, base, describedBy, onChange, onStatus }: ChartDataTableProps) {
  const seriesName = (index: number) => chart.columns[index]?.trim() || `Series ${index + 1}`;
  const rowName = (index: number) => chart.rows[index]?.label.trim() || `Row ${index + 1}`;
  const focusNew = (id: string) =>
    afterRender(() => {
      const input = document.getElementById(id) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    });

  return (
    <div className="chart-editor__data">
      <div className="chart-editor__scroll">
        <table className="chart-editor__table" aria-describedby={describedBy}>
          <thead>
            <tr>
              <th scope="col">Label</th>
              {chart.columns.map((name, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: series have no ids; their place is their key
                <th key={column} scope="col">
                  <div className="chart-editor__head">
                    <input
                      id={`${base}-series-${column}`}
                      className="field__input"
                      aria-label={`Series ${column + 1} name`}
                      maxLength={CHART_LIMITS.label}
                      value={name}
                      onChange={(e) => onChange(setSeriesName(chart, column, e.target.value))}
                    />
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={`Remove series ${seriesName(column)}`}
                      onClick={() => {
                        onStatus(`Series ${seriesName(column)} removed.`);
                        onChange(removeSeries(chart, column));
                      }}
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no ids; their place is their key
              <tr key={index}>
                <th scope="row">
                  <div className="chart-editor__head">
                    <input
                      id={`${base}-row-${index}`}
                      className="field__input"
                      aria-label={`Row ${index + 1} label`}
                      maxLength={CHART_LIMITS.label}
                      value={row.label}
                      onChange={(e) => onChange(setRowLabel(chart, index, e.target.value))}
                    />
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={`Remove row ${rowName(index)}`}
                      onClick={() => {
                        onStatus(`Row ${rowName(index)} removed.`);
                        onChange(removeRow(chart, index));
                      }}
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </div>
                </th>
                {row.values.map((value, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell a series, in the series' order
                  <td key={column}>
                    <input
                      type="number"
                      step="any"
                      inputMode="decimal"
                      className="field__input chart-editor__cell"
                      aria-label={`${rowName(index)}, ${seriesName(column)}`}
                      aria-invalid={value === null ? true : undefined}
                      value={value ?? ''}
                      onChange={(e) => onChange(setCell(chart, index, column, cellValue(e.target.value)))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button button--small"
          disabled={!canAddRow(chart)}
          onClick={() => {
            onChange(addRow(chart));
            onStatus(`Row ${chart.rows.length + 1} added.`);
            focusNew(`${base}-row-${chart.rows.length}`);
          }}
        >
          Add row
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={!canAddSeries(chart)}
          onClick={() => {
            onChange(addSeries(chart));
            onStatus(`Series ${chart.columns.length + 1} added.`);
            focusNew(`${base}-series-${chart.columns.length}`);
          }}
        >
          Add series
        </button>
      </div>
      {chart.kind === BlockVariant.chartPie ? (
        <p className="field__hint">A pie shows one series: each row is a slice.</p>
      ) : (
        <p className="field__hint">
          At most {CHART_LIMITS.series} series and {CHART_LIMITS.rows} rows.
        </p>
      )}
    </div>
  );
}
