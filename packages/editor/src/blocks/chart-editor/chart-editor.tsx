import { BlockVariant, CHART_LIMITS, type ChartBlockSettings, chartDatasetProblems } from '@atelier/domain';
import { useId, useState } from 'react';
import { CheckboxField, SelectField, TextField } from '../../shared/fields';
import { type BlockEditorProps, withOptional } from '../block-editor-props';
import { ChartDataTable } from './chart-data-table';
import { CHART_KIND_LABELS, readChart } from './chart-edit';
import './chart-editor.css';

/**
 * The Chart block's settings: its kind (bar, line or pie), its title, its data as a table of rows
 * and series, the axis' name and two switches. What the server would refuse in the data (the
 * spec's dataset messages, chartDatasetProblems of the domain) shows under the table as it happens.
 */
export function ChartEditor({ settings, onChange }: BlockEditorProps) {
  const base = useId();
  const chart = readChart(settings);
  const [status, setStatus] = useState('');
  const problems = chartDatasetProblems(chart);
  const save = (next: ChartBlockSettings) => onChange({ ...settings, ...next });
  const pie = chart.kind === BlockVariant.chartPie;
  const problemsId = `${base}-problems`;

  return (
    <div className="stack stack--tight chart-editor">
      <SelectField
        label="Chart type"
        value={String(chart.kind)}
        onChange={(e) => save({ ...chart, kind: Number(e.target.value) as ChartBlockSettings['kind'] })}
      >
        {CHART_KIND_LABELS.map(({ kind, label }) => (
          <option key={kind} value={kind}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Title"
        hint="Screen readers announce the chart by it."
        maxLength={CHART_LIMITS.title}
        value={chart.title ?? ''}
        onChange={(e) => onChange(withOptional({ ...settings, ...chart }, 'title', e.target.value))}
      />
      <fieldset className="fieldset">
        <legend className="field__label">Data</legend>
        <ChartDataTable
          chart={chart}
          base={base}
          describedBy={problems.length > 0 ? problemsId : undefined}
          onChange={save}
          onStatus={setStatus}
        />
        <div id={problemsId} className="chart-editor__problems" role="status">
          {problems.map((problem) => (
            <p key={problem.message} className="field__error">
              {problem.message}
            </p>
          ))}
        </div>
        <p className="visually-hidden" role="status">
          {status}
        </p>
      </fieldset>
      {pie ? null : (
        <TextField
          label="Axis name"
          hint="Says what the values count, beside the axis."
          maxLength={CHART_LIMITS.yAxisLabel}
          value={chart.yAxisLabel ?? ''}
          onChange={(e) => onChange(withOptional({ ...settings, ...chart }, 'yAxisLabel', e.target.value))}
        />
      )}
      <CheckboxField
        label="Show the legend"
        hint={pie ? 'Names each slice, with its share.' : 'Names each series by its colour.'}
        checked={chart.showLegend === true}
        onChange={(e) => save({ ...chart, showLegend: e.target.checked })}
      />
      <CheckboxField
        label="Show the values"
        hint={pie ? 'Pie slices always show their share.' : 'Writes each value on its bar or point.'}
        checked={chart.showValues === true}
        onChange={(e) => save({ ...chart, showValues: e.target.checked })}
      />
    </div>
  );
}
