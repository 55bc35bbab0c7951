type Sheet = 'pages' | 'blocks';

interface SheetBarProps {
  hidden: boolean;
  sheet: Sheet | null;
  onSheet(sheet: Sheet | null): void;
}

const SHEETS: { sheet: Sheet; label: string; controls: string }[] = [
  { sheet: 'pages', label: 'Pages', controls: 'workspace-pages' },
  { sheet: 'blocks', label: 'Blocks', controls: 'workspace-blocks' },
];

/**
 * At phone width the pages and blocks panels are sheets over the site; this bar opens and closes
 * them. Wider screens show both panels beside the site and never display the bar.
 */
export function SheetBar({ hidden, sheet, onSheet }: SheetBarProps) {
  return (
    <nav className="sheet-bar" aria-label="Panels" hidden={hidden}>
      {SHEETS.map((s) => (
        <button
          key={s.sheet}
          type="button"
          className={`button button--quiet sheet-bar__button${sheet === s.sheet ? ' is-active' : ''}`}
          aria-expanded={sheet === s.sheet}
          aria-controls={s.controls}
          onClick={() => onSheet(sheet === s.sheet ? null : s.sheet)}
        >
          {s.label}
        </button>
      ))}
    </nav>
  );
}
