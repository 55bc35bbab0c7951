import type { SiteStyles } from '@atelier/domain';
import type { PreviewLogo } from '@atelier/site/site-styles';
import type { MediaItem } from '../media/media.api';
import { MediaPicker } from '../media/media-picker';

/** The logo file the header shows at up to 160 px high; matches the server's choice. */
const LOGO_FILE = '500.webp';

export function logoPreview(item: MediaItem, height: number): PreviewLogo | null {
  if (!item.width || !item.height) return null;
  return {
    src: `${item.url}${LOGO_FILE}`,
    height,
    width: Math.max(1, Math.round((item.width / item.height) * height)),
  };
}

interface BrandFieldsProps {
  styles: SiteStyles;
  onChange(styles: SiteStyles, logo?: PreviewLogo | null): void;
}

/** Logo and favicon, chosen from the media library. */
export function BrandFields({ styles, onChange }: BrandFieldsProps) {
  const logo = styles.logo;
  return (
    <fieldset className="design-group">
      <legend className="field__label">Logo and icon</legend>
      <div className="design-row">
        <span>
          {logo
            ? 'A logo replaces the site title in the header.'
            : 'No logo: the header shows the site title.'}
        </span>
        <MediaPicker
          label={logo ? 'Change logo' : 'Choose a logo'}
          onPick={(item) =>
            onChange(
              { ...styles, logo: { mediaId: item.id, height: logo?.height ?? 40 } },
              logoPreview(item, logo?.height ?? 40),
            )
          }
        />
        {logo ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onChange({ ...styles, logo: null }, null)}
          >
            Remove logo
          </button>
        ) : null}
      </div>
      {logo ? (
        <label className="design-range">
          <span>Logo height: {logo.height} px</span>
          <input
            type="range"
            min={16}
            max={160}
            step={4}
            value={logo.height}
            onChange={(e) => onChange({ ...styles, logo: { ...logo, height: Number(e.target.value) } })}
          />
        </label>
      ) : null}
      <div className="design-row">
        <span>{styles.favicon ? 'Your own browser-tab icon is set.' : 'Browser-tab icon: the default.'}</span>
        <MediaPicker
          label={styles.favicon ? 'Change icon' : 'Choose an icon'}
          onPick={(item) => onChange({ ...styles, favicon: { mediaId: item.id } })}
        />
        {styles.favicon ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onChange({ ...styles, favicon: null })}
          >
            Remove icon
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
