import type { Translations } from '@atelier/domain';
import { nameOfLanguage, useEditLanguage } from './edit-language';
import { type ProductTextSource, productTexts } from './product-texts';
import { TranslateButton } from './translate-button';
import { withLanguageTexts } from './translation-edit';
import { TranslationField } from './translation-field';

interface ProductTranslationsProps {
  product: ProductTextSource;
  translations: Translations;
  onChange(translations: Translations): void;
  /** The stored product, for the provider to fill; null while it is new. */
  productId: string | null;
  /** Unsaved changes: the provider would translate the stored texts, so it waits for Save. */
  unsaved: boolean;
  onFilled(): void;
  disabled?: boolean;
}

/**
 * A product's words in the language being edited: name, description, options and search fields,
 * each beside the primary text; saved with the product.
 */
export function ProductTranslations(props: ProductTranslationsProps) {
  const { settings, tag, primaryTag, translating } = useEditLanguage();
  if (!translating) return null;
  const language = { tag, name: nameOfLanguage(settings, tag) };
  const sourceLanguage = { tag: primaryTag, name: nameOfLanguage(settings, primaryTag) };
  const texts = props.translations[tag] ?? {};
  const list = productTexts(props.product);
  return (
    <section
      className="stack stack--tight"
      aria-label={`Product in ${language.name}`}
      data-testid="product-translations"
    >
      <h4 className="store-section-title">In {language.name}</h4>
      <p className="field__hint">
        Prices, stock and pictures are the same in every language. A text left empty shows in{' '}
        {sourceLanguage.name}.
      </p>
      {props.productId ? (
        <TranslateButton
          subject={{ productId: props.productId }}
          disabled={props.unsaved || props.disabled}
          onFilled={props.onFilled}
        />
      ) : null}
      {props.unsaved && props.productId && settings?.provider.connected ? (
        <p className="field__hint">Save the product before translating it by machine.</p>
      ) : null}
      {list.map((text) => (
        <TranslationField
          key={text.key}
          label={text.label}
          source={text.value}
          sourceLanguage={sourceLanguage}
          language={language}
          entry={texts[text.key]}
          input={text.input}
          disabled={props.disabled}
          onChange={(change) =>
            props.onChange(withLanguageTexts(props.translations, tag, { [text.key]: change }))
          }
        />
      ))}
    </section>
  );
}
