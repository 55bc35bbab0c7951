import type { UiLocale } from '@atelier/domain';

/** The share button's and its panel's words, in each interface language the product speaks. */
export interface ShareWords {
  share: string;
  /** The panel of share links, for assistive technology. */
  panel: string;
  copy: string;
  copied: string;
}

// Ours, not the specification's. Kept with the block (not a dictionary group) so the lazy share
// chunk carries no dictionary loader: the server writes them into the markup in the page's language.
export const SHARE_WORDS: Readonly<Record<UiLocale, ShareWords>> = {
  en: { share: 'Share', panel: 'Share this page', copy: 'Copy link', copied: 'Link copied' },
  fr: { share: 'Partager', panel: 'Partager cette page', copy: 'Copier le lien', copied: 'Lien copié' },
  de: { share: 'Teilen', panel: 'Diese Seite teilen', copy: 'Link kopieren', copied: 'Link kopiert' },
  es: { share: 'Compartir', panel: 'Compartir esta página', copy: 'Copiar enlace', copied: 'Enlace copiado' },
  it: { share: 'Condividi', panel: 'Condividi questa pagina', copy: 'Copia link', copied: 'Link copiato' },
  nl: { share: 'Delen', panel: 'Deze pagina delen', copy: 'Link kopiëren', copied: 'Link gekopieerd' },
  pt: {
    share: 'Partilhar',
    panel: 'Partilhar esta página',
    copy: 'Copiar ligação',
    copied: 'Ligação copiada',
  },
  ja: { share: '共有', panel: 'このページを共有', copy: 'リンクをコピー', copied: 'リンクをコピーしました' },
};
