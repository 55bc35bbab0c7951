import { CHART_KINDS, CHART_LIMITS, CHART_MESSAGES, chartDatasetProblems } from '@atelier/domain';
import { z } from 'zod';

/** An owner's words, with a message the editor shows as it is. Empty is allowed while typing. */
const words = (max: number) =>
  z.string({ error: 'Write this as text.' }).max(max, `Use at most ${max} characters.`);

/** A cell: a number within the bounds, or null while the owner has not filled it in. */
const cell = z
  .number({ error: 'Write each value as a number.' })
  .min(-CHART_LIMITS.value, `Use values between -${CHART_LIMITS.value} and ${CHART_LIMITS.value}.`)
  .max(CHART_LIMITS.value, `Use values between -${CHART_LIMITS.value} and ${CHART_LIMITS.value}.`)
  .nullable();

const chartRow = z.object(
  {
    label: words(CHART_LIMITS.label),
    values: z
      .array(cell, { error: 'Give the row’s values as a list.' })
      .max(CHART_LIMITS.series, CHART_MESSAGES.extraValues),
  },
  { error: 'Each row is a label and its values.' },
);

const flag = z.boolean({ error: 'Use true or false.' }).optional();

/**
 * Chart block (type 62) settings, ChartBlockSettings of the domain: a kind (bar 1009, line 1010,
 * pie 1011), at most CHART_LIMITS.series series and CHART_LIMITS.rows rows. A table without a
 * series, without a row or with an empty cell is refused with the spec's dataset messages
 * (chartDatasetProblems, which the editor shows too), naming `columns` or `rows`.
 */
export const chartSettingsSchema = z
  .object({
    kind: z.union(
      CHART_KINDS.map((kind) => z.literal(kind)),
      { error: 'Choose a bar, line or pie chart.' },
    ),
    title: words(CHART_LIMITS.title).optional(),
    columns: z
      .array(words(CHART_LIMITS.label), { error: 'Give the series as a list.' })
      .max(CHART_LIMITS.series, `A chart shows at most ${CHART_LIMITS.series} series.`)
      // Absent is no series: the spec's message says so, below.
      .optional(),
    rows: z
      .array(chartRow, { error: 'Give the rows as a list.' })
      .max(CHART_LIMITS.rows, `A chart shows at most ${CHART_LIMITS.rows} rows.`)
      .optional(),
    yAxisLabel: words(CHART_LIMITS.yAxisLabel).optional(),
    showLegend: flag,
    showValues: flag,
  })
  .superRefine((settings, ctx) => {
    for (const problem of chartDatasetProblems(settings))
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    const series = settings.columns?.length ?? 0;
    settings.rows?.forEach((row, index) => {
      if (series > 0 && row.values.length > series)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'values'],
          message: CHART_MESSAGES.extraValues,
        });
    });
  });
