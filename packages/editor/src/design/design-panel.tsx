import {
  BUTTON_FILLS,
  BUTTON_SHAPES,
  blockAnimationOf,
  CONTENT_WIDTHS,
  HEADER_LAYOUTS,
  type SiteStyles,
  SPACING_SCALES,
} from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { type FontFamily, fetchFontFamilies } from '../api/styles.api';
import type { UndoEntry } from '../history/undo-history';
import { ChoiceGroup } from '../privacy/choice-group';
import { SelectField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { AnimationFields } from './animation-fields';
import { BrandFields } from './brand-fields';
import { PaletteFields } from './palette-fields';
import { TemplateStylesField } from './template-styles-field';
import { useSiteStyles } from './use-site-styles';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const SHAPES = options(BUTTON_SHAPES, { square: 'Square', soft: 'Soft', rounded: 'Rounded', pill: 'Pill' });
const FILLS = options(BUTTON_FILLS, { solid: 'Solid', outline: 'Outline' });
const SPACING = options(SPACING_SCALES, {
  compact: 'Compact',
  comfortable: 'Comfortable',
  spacious: 'Spacious',
});
const WIDTHS = options(CONTENT_WIDTHS, { narrow: 'Narrow', medium: 'Medium', wide: 'Wide' });
const HEADERS = options(HEADER_LAYOUTS, {
  inline: 'Title and menu in a row',
  centered: 'Centred',
  stacked: 'Menu under the title',
});

interface DesignPanelProps {
  onClose(): void;
  /** Records each change in the editor's undo history. */
  onRecord?(entry: UndoEntry): void;
}

/** The site's look: every change shows in the frame at once and is saved as a draft until Publish. */
export function DesignPanel({ onClose, onRecord }: DesignPanelProps) {
  const { styles, loadError, save, saveError, change, retry } = useSiteStyles(onRecord);
  // The fonts on offer do not change while the editor is open; without them the current font is offered alone.
  const fonts = useQuery({
    queryKey: queryKeys.fontFamilies,
    queryFn: fetchFontFamilies,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const families: FontFamily[] = fonts.data ?? [];

  return (
    <aside className="panel design-panel" aria-labelledby="design-title">
      <div className="panel__header">
        <h2 id="design-title" className="panel__title">
          Design
        </h2>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Done
        </button>
      </div>
      <p className="design-save" role="status" aria-live="polite">
        {save === 'saving' ? 'Saving…' : null}
        {save === 'saved' ? 'Saved as a draft. Publish to show it to visitors.' : null}
        {save === 'failed' ? (
          <>
            <span className="publish-status__failed">Not saved: {saveError}</span>{' '}
            <button type="button" className="button button--quiet" onClick={() => void retry()}>
              Try again
            </button>
          </>
        ) : null}
      </p>
      {loadError ? (
        <p className="form-error" role="alert">
          {loadError}
        </p>
      ) : null}
      {styles ? <DesignFields styles={styles} families={families} onChange={change} /> : null}
    </aside>
  );
}

interface DesignFieldsProps {
  styles: SiteStyles;
  families: FontFamily[];
  onChange: ReturnType<typeof useSiteStyles>['change'];
}

function DesignFields({ styles, families, onChange }: DesignFieldsProps) {
  const fontOptions = (current: string) =>
    (families.some((f) => f.name === current)
      ? families
      : [{ name: current, slug: '', category: 'serif' as const }, ...families]
    ).map((family) => (
      <option key={family.name} value={family.name}>
        {family.name}
        {family.category ? ` (${family.category})` : ''}
      </option>
    ));
  const set = <K extends keyof SiteStyles>(key: K, value: SiteStyles[K]) =>
    onChange({ ...styles, [key]: value });
  return (
    <div className="design-fields">
      <fieldset className="design-group">
        <legend className="field__label">Fonts</legend>
        <SelectField
          label="Headings"
          value={styles.fonts.heading}
          onChange={(e) => set('fonts', { ...styles.fonts, heading: e.target.value })}
        >
          {fontOptions(styles.fonts.heading)}
        </SelectField>
        <SelectField
          label="Body text"
          value={styles.fonts.body}
          onChange={(e) => set('fonts', { ...styles.fonts, body: e.target.value })}
        >
          {fontOptions(styles.fonts.body)}
        </SelectField>
      </fieldset>
      <PaletteFields colors={styles.colors} onChange={(colors) => set('colors', colors)} />
      <ChoiceGroup
        legend="Button shape"
        name="button-shape"
        value={styles.button.shape}
        options={SHAPES}
        onChange={(shape) => set('button', { ...styles.button, shape })}
      />
      <ChoiceGroup
        legend="Button style"
        name="button-fill"
        value={styles.button.fill}
        options={FILLS}
        onChange={(fill) => set('button', { ...styles.button, fill })}
      />
      <ChoiceGroup
        legend="Spacing"
        name="spacing"
        value={styles.spacing}
        options={SPACING}
        onChange={(v) => set('spacing', v)}
      />
      <ChoiceGroup
        legend="Content width"
        name="content-width"
        value={styles.contentWidth}
        options={WIDTHS}
        onChange={(v) => set('contentWidth', v)}
      />
      <ChoiceGroup
        legend="Header layout"
        name="header-layout"
        value={styles.header.layout}
        options={HEADERS}
        onChange={(layout) => set('header', { layout })}
      />
      <AnimationFields
        animation={blockAnimationOf(styles)}
        onChange={(animation) => set('animation', animation)}
      />
      <BrandFields styles={styles} onChange={onChange} />
      <TemplateStylesField
        onApply={(template) =>
          onChange({ ...template, logo: styles.logo, favicon: styles.favicon, animation: styles.animation })
        }
      />
    </div>
  );
}
