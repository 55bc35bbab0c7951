import { type ButtonBlockSettings, headingDoc, paragraphDoc } from '@atelier/domain';
import { defaultAccordionSettings } from '../blocks/accordion-defaults';
import { defaultChartSettings } from '../blocks/chart-editor/chart-defaults';
import {
  defaultCodeSettings,
  defaultEmbedSettings,
  defaultMarkdownSettings,
} from '../blocks/code-embed-markdown-defaults';
import { defaultDonationSettings } from '../blocks/donation-defaults';
import { defaultFormSettings, defaultNewsletterSettings } from '../blocks/form-editor/form-defaults';
import { defaultMarqueeSettings } from '../blocks/marquee-defaults';
import { defaultMenuSettings } from '../blocks/menu-editor/menu-defaults';
import { defaultSocialLinksSettings } from '../blocks/social-links-defaults';
import type { BlockKind } from './block-kinds';

/** The settings a block starts with when the owner adds it from Add block. */
export function defaultSettings(kind: BlockKind): Record<string, unknown> {
  switch (kind) {
    case 'heading':
      return { doc: headingDoc('New heading', 2) };
    case 'text':
      return { doc: paragraphDoc('Write something here.') };
    case 'image':
      // Valid and empty: the block shows 'Choose an image' until the owner picks one.
      return { alt: '' };
    case 'button':
      return {
        label: 'Learn more',
        href: '/',
        size: 'medium',
        alignment: 'left',
        newWindow: false,
      } satisfies ButtonBlockSettings;
    case 'spacer':
      return { height: 48 };
    case 'line':
      return {};
    case 'quote':
      return { text: 'A memorable quote.' };
    case 'search':
      return { placeholder: 'Search' };
    case 'form':
      return { ...defaultFormSettings() };
    case 'newsletter':
      return { ...defaultNewsletterSettings() };
    case 'gallery':
      return { design: 'grid', slides: [] };
    case 'video':
      // Valid and empty: the block shows 'Choose a video' until the owner picks one.
      return {};
    case 'product':
      // Valid and empty: the owner's preview asks for a product until one is chosen.
      return {};
    case 'memberArea':
      // Valid and empty: its settings choose the site's first area as soon as they know the areas.
      return {};
    case 'menu':
      return { ...defaultMenuSettings() };
    case 'chart':
      return { ...defaultChartSettings() };
    case 'embed':
      return defaultEmbedSettings();
    case 'code':
      return defaultCodeSettings();
    case 'markdown':
      return defaultMarkdownSettings();
    case 'audio':
      // Valid and empty: the block shows 'Choose a track' until the owner picks one.
      return {};
    case 'album':
      return { tracks: [] };
    case 'map':
      // The spec's defaults (spec 001 §3) until the owner finds the address.
      return {};
    case 'accordion':
      return defaultAccordionSettings();
    case 'socialLinks':
      return defaultSocialLinksSettings();
    case 'shape':
      return { shape: 'circle', fill: 'accent' };
    case 'marquee':
      return defaultMarqueeSettings();
    case 'donation':
      return defaultDonationSettings();
    case 'calendar':
      // Valid and empty: its settings choose the site's first Events page as soon as they know the pages.
      return {};
    case 'languages':
      return { show: 'languages' };
  }
}
