import { BlockVariant, type ChartBlockSettings } from '@atelier/domain';

/** A new Chart block: a small bar chart of one series the owner types over. */
export function defaultChartSettings(): ChartBlockSettings {
  return {
    kind: BlockVariant.chartBar,
    title: 'Visitors this year',
    columns: ['Visitors'],
    rows: [
      { label: 'Spring', values: [120] },
      { label: 'Summer', values: [180] },
      { label: 'Autumn', values: [90] },
    ],
    showLegend: false,
    showValues: true,
  };
}
