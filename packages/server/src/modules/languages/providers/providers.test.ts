import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTranslationStandIn, type TranslationStandIn } from '#testing/translation-stand-in';
import { deeplTarget } from './deepl';
import { ProviderUnavailable } from './provider-errors';
import { providerEndpoint, providerFor } from './translation-provider';

const LOCAL = { allowPrivateAddresses: true, timeoutMs: 5_000 };

describe('translation providers against a service on this machine', () => {
  let standIn: TranslationStandIn;
  beforeAll(async () => {
    standIn = await startTranslationStandIn();
  });
  afterAll(() => standIn.close());

  const libre = (apiKey = standIn.libreKey) =>
    providerFor({ provider: 'libretranslate', endpoint: standIn.url, apiKey }, LOCAL);
  const deepl = (apiKey = standIn.deeplKey) =>
    providerFor({ provider: 'deepl', endpoint: standIn.url, apiKey }, LOCAL);

  for (const [name, make] of [
    ['LibreTranslate', libre],
    ['DeepL', deepl],
  ] as const) {
    describe(name, () => {
      it('checks a key, and refuses a wrong one as the service does', async () => {
        await expect(make().check()).resolves.toBeUndefined();
        await expect(make('wrong').check()).rejects.toMatchObject({ code: 'languages.provider_refused' });
        await expect(make('wrong').translate(['Hello'], 'text', 'en', 'fr')).rejects.toMatchObject({
          code: 'languages.provider_refused',
        });
      });

      it('translates texts in order, in batches the service takes, and keeps the tags of HTML', async () => {
        const texts = Array.from({ length: 120 }, (_, i) => `Line ${i}`);
        const before = standIn.calls.length;
        const translated = await make().translate(['Hello', ...texts], 'text', 'en', 'fr');
        expect(translated[0]).toBe('Bonjour');
        expect(translated.slice(1)).toEqual(texts.map((t) => `[fr] ${t}`));
        const translateCalls = standIn.calls
          .slice(before)
          .filter((c) => c.path === '/translate' || c.path === '/v2/translate');
        expect(translateCalls).toHaveLength(3);
        expect(await make().translate(['<p>Good day <b>Shop</b></p>'], 'html', 'en', 'de')).toEqual([
          '<p>[de] Good day <b>Laden</b></p>',
        ]);
      });

      it('says when the service does not translate into a language', async () => {
        await expect(make().translate(['Hello'], 'text', 'en', 'cy')).rejects.toMatchObject({
          code: 'languages.unsupported_language',
        });
      });

      it('reports a service that is down as unavailable', async () => {
        standIn.failing = true;
        try {
          await expect(make().translate(['Hello'], 'text', 'en', 'fr')).rejects.toBeInstanceOf(
            ProviderUnavailable,
          );
          await expect(make().check()).rejects.toBeInstanceOf(ProviderUnavailable);
        } finally {
          standIn.failing = false;
        }
      });
    });
  }

  it('sends DeepL the target variants it has', () => {
    expect(['en', 'en-GB', 'pt', 'pt-BR', 'zh-Hant', 'zh', 'fr-CA', 'de'].map(deeplTarget)).toEqual([
      'EN-US',
      'EN-GB',
      'PT-PT',
      'PT-BR',
      'ZH-HANT',
      'ZH',
      'FR',
      'DE',
    ]);
  });

  it('calls DeepL’s free host for a free key, its paid host otherwise, and an address given as given', () => {
    expect(providerEndpoint({ provider: 'deepl', endpoint: '', apiKey: 'abc:fx' })).toBe(
      'https://api-free.deepl.com',
    );
    expect(providerEndpoint({ provider: 'deepl', endpoint: '', apiKey: 'abc' })).toBe(
      'https://api.deepl.com',
    );
    expect(providerEndpoint({ provider: 'libretranslate', endpoint: 'https://lt.example', apiKey: '' })).toBe(
      'https://lt.example',
    );
  });

  it('never calls an address of this machine or its network for an owner', async () => {
    const before = standIn.calls.length;
    const guarded = providerFor({
      provider: 'libretranslate',
      endpoint: standIn.url,
      apiKey: standIn.libreKey,
    });
    await expect(guarded.check()).rejects.toMatchObject({ refusedAddress: true });
    const named = providerFor({
      provider: 'deepl',
      endpoint: standIn.url.replace('127.0.0.1', 'localhost'),
      apiKey: standIn.deeplKey,
    });
    await expect(named.check()).rejects.toMatchObject({ refusedAddress: true });
    expect(standIn.calls.length).toBe(before);
  });

  it('reports a service nobody answers at as unavailable', async () => {
    const gone = await startTranslationStandIn();
    await gone.close();
    const provider = providerFor({ provider: 'libretranslate', endpoint: gone.url, apiKey: 'k' }, LOCAL);
    await expect(provider.translate(['Hello'], 'text', 'en', 'fr')).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  });
});
