// @vitest-environment happy-dom
import { BlockVariant, CHART_DATASET_MESSAGES, CHART_MESSAGES } from '@atelier/domain';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { describeBlock } from '../../document/block-kinds';
import { blockTexts } from '../../languages/block-texts';
import { blockPanelHarness } from '../block-panel.test-support';

describe('the chart block in the Blocks panel', () => {
  const { saved, container, show, until } = blockPanelHarness('Work', 'work');
  const button = (name: string) => {
    const found = Array.from(container().querySelectorAll('button')).find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    );
    if (!found) throw new Error(`No button ${name}`);
    return found;
  };
  /** A control by its label element or, for the table's cells, its aria-label. */
  const field = (label: string) => {
    const found = Array.from(container().querySelectorAll('label')).find((l) => l.textContent === label);
    const control =
      (found && container().ownerDocument.getElementById(found.htmlFor)) ??
      container().querySelector(`[aria-label="${label}"]`);
    if (!control) throw new Error(`No field ${label}`);
    return control as HTMLInputElement & HTMLSelectElement;
  };
  const type = (label: string, value: string) =>
    act(() => {
      const control = field(label);
      const proto =
        control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, value);
      control.dispatchEvent(
        new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      );
    });
  const click = (name: string) => act(async () => button(name).click());
  const addChart = async () => {
    await until(() => expect(button('Add block').disabled).toBe(false));
    await click('Add block');
    const item = Array.from(container().querySelectorAll<HTMLElement>('[role="menuitem"]')).find((el) =>
      el.textContent?.startsWith('Chart'),
    );
    if (!item) throw new Error('No Chart in the Add block menu');
    expect(item.textContent).toContain('Bar, line or pie chart from a table');
    await act(async () => item.click());
  };
  const lastBlock = () => saved.at(-1)?.sections[0]?.blocks.at(-1);
  const lastSettings = () =>
    lastBlock()?.settings as Record<string, unknown> & { rows: { label: string; values: unknown[] }[] };
  const messages = () =>
    Array.from(container().querySelectorAll('.chart-editor__problems .field__error')).map(
      (p) => p.textContent,
    );

  it('is offered in Add block and starts as a small bar chart', async () => {
    await show();
    await addChart();
    await until(() =>
      expect(lastBlock()).toMatchObject({
        type: 62,
        settings: { kind: BlockVariant.chartBar, columns: ['Visitors'], showLegend: false, showValues: true },
      }),
    );
    expect(lastSettings().rows).toEqual([
      { label: 'Spring', values: [120] },
      { label: 'Summer', values: [180] },
      { label: 'Autumn', values: [90] },
    ]);
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Chart', detail: 'Visitors this year' });
    expect(blockTexts(lastBlock()!).map((text) => [text.label, text.value])).toEqual([
      ['Chart title', 'Visitors this year'],
      ['Series name 1', 'Visitors'],
      ['Row label 1', 'Spring'],
      ['Row label 2', 'Summer'],
      ['Row label 3', 'Autumn'],
    ]);
    expect(field('Chart type').value).toBe('1009');
    expect(field('Spring, Visitors').value).toBe('120');
    expect(messages()).toEqual([]);
  });

  it('edits cells, labels and series, and adds and removes rows and series', async () => {
    await show();
    await addChart();
    await until(() => expect(field('Summer, Visitors').value).toBe('180'));
    await type('Summer, Visitors', '-12.5');
    await until(() => expect(lastSettings().rows[1]).toEqual({ label: 'Summer', values: [-12.5] }));
    await type('Row 3 label', 'Winter');
    await click('Add series');
    await until(() => expect(lastSettings().columns).toEqual(['Visitors', 'Series 2']));
    expect(lastSettings().rows.map((row) => row.values)).toEqual([
      [120, 0],
      [-12.5, 0],
      [90, 0],
    ]);
    await type('Series 2 name', 'Buyers');
    await click('Add row');
    await until(() =>
      expect(lastSettings()).toMatchObject({
        columns: ['Visitors', 'Buyers'],
        rows: [
          { label: 'Spring', values: [120, 0] },
          { label: 'Summer', values: [-12.5, 0] },
          { label: 'Winter', values: [90, 0] },
          { label: 'Row 4', values: [0, 0] },
        ],
      }),
    );
    await click('Remove row Spring');
    await click('Remove series Visitors');
    await until(() =>
      expect(lastSettings()).toMatchObject({
        columns: ['Buyers'],
        rows: [
          { label: 'Summer', values: [0] },
          { label: 'Winter', values: [0] },
          { label: 'Row 4', values: [0] },
        ],
      }),
    );
    await act(async () => field('Show the legend').click());
    await act(async () => field('Show the values').click());
    await until(() => expect(lastSettings()).toMatchObject({ showLegend: true, showValues: false }));
  });

  it('shows the spec’s dataset messages under the table as the owner empties it', async () => {
    await show();
    await addChart();
    await until(() => expect(field('Spring, Visitors').value).toBe('120'));
    await type('Spring, Visitors', '');
    await until(() => expect(messages()).toEqual([CHART_DATASET_MESSAGES.missingData]));
    expect(messages()).toEqual(['One or more rows was missing data']);
    expect(field('Spring, Visitors').getAttribute('aria-invalid')).toBe('true');
    await type('Spring, Visitors', '7');
    await until(() => expect(messages()).toEqual([]));
    await click('Remove series Visitors');
    await until(() => expect(messages()).toEqual([CHART_DATASET_MESSAGES.noColumn]));
    for (const label of ['Spring', 'Summer', 'Autumn']) await click(`Remove row ${label}`);
    await until(() =>
      expect(messages()).toEqual([
        'Your dataset must have at least one column',
        'Your dataset must have at least one row',
      ]),
    );
  });

  it('switches to a pie of one series, and says so when there are more', async () => {
    await show();
    await addChart();
    await until(() => expect(field('Chart type').value).toBe('1009'));
    await click('Add series');
    await type('Chart type', String(BlockVariant.chartPie));
    await until(() => expect(messages()).toEqual([CHART_MESSAGES.pieOneSeries]));
    expect(button('Add series').disabled).toBe(true);
    await click('Remove series Series 2');
    await until(() => expect(lastSettings()).toMatchObject({ kind: 1011, columns: ['Visitors'] }));
    expect(messages()).toEqual([]);
    expect(describeBlock(lastBlock()!).label).toBe('Chart');
    expect(container().textContent).not.toContain('Axis name');
  });
});
