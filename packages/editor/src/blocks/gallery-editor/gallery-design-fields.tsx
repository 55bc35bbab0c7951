import { GALLERY_TRANSITIONS, galleryDesign, galleryLayout } from '@atelier/domain';
import { CheckboxField, SelectField, TextField } from '../../shared/fields';
import type { BlockEditorProps } from '../block-editor-props';

const DESIGNS = [
  ['grid', 'Grid'],
  ['autogrid', 'Auto grid'],
  ['autocolumns', 'Columns (masonry)'],
  ['slideshow', 'Slideshow'],
  ['slider', 'Strip'],
  ['carousel', 'Carousel'],
  ['list', 'List'],
  ['stacked', 'Stacked'],
] as const;

const RATIOS = ['Auto', '1:1', '4:3', '3:2', '16:9', '3:4'];

const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The design and the settings that matter for it. */
export function GalleryDesignFields({ settings, onChange }: BlockEditorProps) {
  const design = galleryDesign(settings) || 'grid';
  const layout = galleryLayout(design);
  const set = (key: string, value: unknown) => onChange({ ...settings, [key]: value });
  const setNumber = (key: string, raw: string) => {
    const { [key]: _previous, ...rest } = settings;
    const value = Number(raw);
    onChange(raw.trim() === '' || !Number.isFinite(value) ? rest : { ...rest, [key]: value });
  };
  const ratio =
    typeof settings.imageAspectRatio === 'string'
      ? settings.imageAspectRatio
      : layout === 'grid'
        ? '1:1'
        : 'Auto';
  const sliding = layout === 'stacked' || layout === 'strip' || layout === 'carousel';
  return (
    <div className="stack stack--tight">
      <SelectField
        label="Design"
        value={design}
        onChange={(e) => {
          // The design replaces any variant, so the choice shown is the one used.
          const { variant: _variant, ...rest } = settings;
          onChange({ ...rest, design: e.target.value });
        }}
      >
        {DESIGNS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Image shape"
        value={ratio}
        onChange={(e) => set('imageAspectRatio', e.target.value)}
      >
        {RATIOS.map((shape) => (
          <option key={shape} value={shape}>
            {shape === 'Auto' ? 'As uploaded' : shape}
          </option>
        ))}
      </SelectField>
      {ratio !== 'Auto' ? (
        <CheckboxField
          label="Crop images to fill the shape"
          hint="Off: each image shows whole inside the shape. On: it fills it, around its focal point."
          checked={settings['auto-crop'] !== false}
          onChange={(e) => set('auto-crop', e.target.checked)}
        />
      ) : null}
      {layout === 'grid' || layout === 'carousel' ? (
        <TextField
          label="Per row"
          type="number"
          min={1}
          max={12}
          value={String(num(settings.slidesPerRow, layout === 'grid' ? 4 : 3))}
          onChange={(e) => setNumber('slidesPerRow', e.target.value)}
        />
      ) : null}
      {layout === 'autogrid' || layout === 'autocolumns' ? (
        <div className="field-pair">
          <TextField
            label="Column width (px)"
            type="number"
            min={50}
            value={String(num(settings.columnWidth, 250))}
            onChange={(e) => setNumber('columnWidth', e.target.value)}
          />
          <SelectField
            label="Columns"
            value={settings.columnBehaviour === 'min' ? 'min' : 'round'}
            onChange={(e) => set('columnBehaviour', e.target.value)}
          >
            <option value="round">As many as fit, rounded up</option>
            <option value="min">Never narrower than the width</option>
          </SelectField>
        </div>
      ) : null}
      {layout === 'list' ? (
        <TextField
          label="Image width (%)"
          type="number"
          min={10}
          max={90}
          value={String(num(settings.listImageSize, 50))}
          onChange={(e) => setNumber('listImageSize', e.target.value)}
        />
      ) : null}
      {layout === 'strip' ? (
        <SelectField
          label="Current slide aligned"
          value={typeof settings.stripAlignment === 'string' ? settings.stripAlignment : 'middle'}
          onChange={(e) => set('stripAlignment', e.target.value)}
        >
          <option value="start">At the start</option>
          <option value="middle">In the middle</option>
          <option value="end">At the end</option>
        </SelectField>
      ) : null}
      {layout === 'stacked' ? (
        <>
          <SelectField
            label="Transition"
            value={typeof settings.transition === 'string' ? settings.transition : 'fade'}
            onChange={(e) => set('transition', e.target.value)}
          >
            {GALLERY_TRANSITIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            label="Show thumbnails"
            checked={settings.thumbnails === true}
            onChange={(e) => set('thumbnails', e.target.checked)}
          />
          {settings.thumbnails === true ? (
            <CheckboxField
              label="Square thumbnails"
              checked={settings['square-thumbs'] !== false}
              onChange={(e) => set('square-thumbs', e.target.checked)}
            />
          ) : null}
        </>
      ) : null}
      {sliding ? (
        <>
          <CheckboxField
            label="Play automatically"
            hint="Visitors can pause it; it stays still for those who prefer less motion."
            checked={settings.autoplay === true}
            onChange={(e) => set('autoplay', e.target.checked)}
          />
          {settings.autoplay === true ? (
            <TextField
              label="Seconds per slide"
              type="number"
              min={1}
              max={60}
              value={String(num(settings['autoplay-duration'], layout === 'stacked' ? 5 : 1))}
              onChange={(e) => setNumber('autoplay-duration', e.target.value)}
            />
          ) : null}
          <CheckboxField
            label="Start again after the last slide"
            checked={settings.loop !== false}
            onChange={(e) => set('loop', e.target.checked)}
          />
          <CheckboxField
            label="Keep the slide in the page address"
            hint="Each slide gets its own address visitors can share."
            checked={settings.history === true}
            onChange={(e) => set('history', e.target.checked)}
          />
        </>
      ) : null}
      <CheckboxField
        label="Mix images and videos"
        hint="Off: a video shows as its still picture."
        checked={settings.mixedContent === true}
        onChange={(e) => set('mixedContent', e.target.checked)}
      />
      <CheckboxField
        label="Open images in a lightbox"
        checked={settings.lightbox === undefined ? layout === 'grid' : settings.lightbox === true}
        onChange={(e) => set('lightbox', e.target.checked)}
      />
      {settings.lightbox === true || (settings.lightbox === undefined && layout === 'grid') ? (
        <SelectField
          label="Lightbox colours"
          value={settings.lightboxTheme === 'light' ? 'light' : 'dark'}
          onChange={(e) => set('lightboxTheme', e.target.value)}
        >
          <option value="dark">Dark</option>
          <option value="light">Light</option>
        </SelectField>
      ) : null}
    </div>
  );
}
