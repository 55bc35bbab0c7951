import {
  type LanguageTexts,
  memberAreaTextKey,
  type StoreSettings,
  shippingRatesOf,
  shippingRateTextKey,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import type { HeaderFooter } from '../api/api-types';
import { listMemberAreas, type MemberArea } from '../api/members.api';
import { fetchCookieBannerSettings } from '../api/privacy.api';
import { getStoreSettings } from '../api/store-catalogue.api';
import { richTextToText, textToRichText } from '../privacy/banner-text';
import { queryKeys } from '../shared/queries';
import { nameOfLanguage, useEditLanguage } from './edit-language';
import { readSiteTexts, saveSiteTexts } from './languages.api';
import { TranslateButton } from './translate-button';
import { TranslationField, type TranslationInput } from './translation-field';

interface SiteTextsSectionProps {
  /** The site's title and header and footer as the dialog holds them (the primary texts). */
  siteTitle: string;
  chrome: HeaderFooter | null;
}

/** Texts kept as the cookie banner's HTML, typed as plain text. */
const HTML_KEYS = new Set(['cookie.cookieBannerText']);

interface SiteText {
  key: string;
  label: string;
  value: string;
  input: TranslationInput;
  /** The cookie banner's text is HTML: typed as plain text, stored as the banner's HTML. */
  html?: boolean;
}

/** Each shipping rate's name, which a visitor reads at checkout. */
const shippingRateTexts = (settings: StoreSettings | undefined): SiteText[] =>
  (settings ? shippingRatesOf(settings) : []).map((rate) => ({
    key: shippingRateTextKey(rate.id),
    label: `Shipping rate: ${rate.name}`,
    value: rate.name,
    input: 'line',
  }));

/** Each member area's name and welcome, which a visitor reads on the access and joining screens. */
const memberAreaTexts = (areas: readonly MemberArea[] | undefined): SiteText[] =>
  (areas ?? []).flatMap((area) => [
    {
      key: memberAreaTextKey(area.id, 'name'),
      label: `Member area: ${area.name}`,
      value: area.name,
      input: 'line',
    },
    {
      key: memberAreaTextKey(area.id, 'welcome'),
      label: `Member area welcome: ${area.name}`,
      value: area.welcomeText,
      input: 'area',
    },
  ]);

/**
 * The site's own texts (title, header, footer, cookie banner, shipping rates' and member areas' names) in the language being edited, saved
 * with their own button through `PATCH /api/multilingual/site-texts`.
 */
export function SiteTextsSection({ siteTitle, chrome }: SiteTextsSectionProps) {
  const { settings, tag, primaryTag, translating } = useEditLanguage();
  const client = useQueryClient();
  // The texts of the language as stored. The calls have no read of their own: a change of nothing
  // answers the language's texts without writing.
  const stored = useQuery({
    queryKey: [...queryKeys.siteTexts, tag],
    queryFn: () => readSiteTexts(tag),
    enabled: translating,
    gcTime: 0,
  });
  const cookie = useQuery({
    queryKey: queryKeys.cookieBanner,
    queryFn: fetchCookieBannerSettings,
    enabled: translating,
  });
  // The shipping rates' names a visitor reads at checkout; a role that may not read the store's
  // settings translates the other texts only.
  const store = useQuery({
    queryKey: queryKeys.storeSettings,
    queryFn: getStoreSettings,
    enabled: translating,
    retry: false,
  });
  // The member areas' texts; a role that may not read members translates the other texts only.
  const areas = useQuery({
    queryKey: queryKeys.memberAreas,
    queryFn: listMemberAreas,
    enabled: translating,
    retry: false,
  });
  const [changes, setChanges] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const save = useMutation({
    mutationFn: () =>
      saveSiteTexts(
        tag,
        Object.fromEntries(
          Object.entries(changes).map(([key, typed]) => [
            key,
            !typed.trim() ? null : HTML_KEYS.has(key) ? textToRichText(typed) : typed,
          ]),
        ),
      ),
    onSuccess: (texts) => {
      client.setQueryData([...queryKeys.siteTexts, tag], texts);
      void client.invalidateQueries({ queryKey: queryKeys.translationStatus });
      setChanges({});
      setStatus(`${nameOfLanguage(settings, tag)} texts saved.`);
    },
  });
  if (!translating) return null;
  const language = { tag, name: nameOfLanguage(settings, tag) };
  const sourceLanguage = { tag: primaryTag, name: nameOfLanguage(settings, primaryTag) };
  const banner = cookie.data;
  const sources: SiteText[] = [
    { key: 'title', label: 'Site title', value: siteTitle, input: 'line' },
    { key: 'header.title', label: 'Header title', value: chrome?.header.title ?? '', input: 'line' },
    { key: 'header.tagline', label: 'Tagline', value: chrome?.header.tagline ?? '', input: 'line' },
    { key: 'footer.text', label: 'Footer text', value: chrome?.footer.text ?? '', input: 'area' },
    {
      key: 'cookie.cookieBannerText',
      label: 'Cookie banner text',
      value: banner?.cookieBannerText ? richTextToText(banner.cookieBannerText) : '',
      input: 'area',
      html: true,
    },
    {
      key: 'cookie.cookieBannerCtaText',
      label: 'Cookie banner Accept button',
      value: banner?.cookieBannerCtaText ?? '',
      input: 'line',
    },
    {
      key: 'cookie.cookieBannerOptOutCtaText',
      label: 'Cookie banner Decline button',
      value: banner?.cookieBannerOptOutCtaText ?? '',
      input: 'line',
    },
    ...shippingRateTexts(store.data),
    ...memberAreaTexts(areas.data),
  ];
  const saved: LanguageTexts = stored.data ?? {};
  const entryOf = (text: SiteText) => {
    if (text.key in changes) return changes[text.key] ? { text: changes[text.key]! } : undefined;
    const entry = saved[text.key];
    return entry && text.html ? { ...entry, text: richTextToText(entry.text) } : entry;
  };
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const dirty = Object.keys(changes).length > 0;

  return (
    <fieldset className="fieldset stack stack--tight" data-testid="site-texts-translations">
      <legend className="field__label">Site texts in {language.name}</legend>
      <p className="field__hint">A text left empty shows in {sourceLanguage.name}.</p>
      <TranslateButton
        subject={{ subject: 'site' }}
        disabled={dirty}
        onFilled={() => void stored.refetch()}
      />
      {stored.error ? (
        <p className="form-error" role="alert">
          {describeError(stored.error)}
        </p>
      ) : null}
      {stored.isPending ? <p className="field__hint">Loading…</p> : null}
      {stored.data
        ? sources
            .filter((text) => text.value.trim())
            .map((text) => (
              <div key={text.key}>
                <TranslationField
                  label={text.label}
                  source={text.value}
                  sourceLanguage={sourceLanguage}
                  language={language}
                  entry={entryOf(text)}
                  input={text.input}
                  onChange={(change) => {
                    const typed = typeof change === 'string' ? change : (change?.text ?? '');
                    setStatus('');
                    setChanges({ ...changes, [text.key]: typed });
                  }}
                />
                {fieldErrors[text.key] || fieldErrors[`texts.${text.key}`] ? (
                  <p className="field__error">{fieldErrors[text.key] ?? fieldErrors[`texts.${text.key}`]}</p>
                ) : null}
              </div>
            ))
        : null}
      {save.error && Object.keys(fieldErrors).length === 0 ? (
        <p className="form-error" role="alert">
          {describeError(save.error)}
        </p>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--small"
          disabled={!dirty || save.isPending}
          onClick={() => save.mutate()}
        >
          Save {language.name} texts
        </button>
        <span className="field__hint" role="status">
          {status}
        </span>
      </div>
    </fieldset>
  );
}
