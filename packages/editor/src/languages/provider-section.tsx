import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import { ConfirmStrip } from '../shared/confirm-strip';
import { SelectField, TextField } from '../shared/fields';
import { formatWhen } from '../shared/format';
import { queryKeys } from '../shared/queries';
import {
  connectProvider,
  disconnectProvider,
  type LanguageSettings,
  type ProviderName,
  providerLabel,
} from './languages.api';

/** Where each provider's service answers unless the owner runs their own. */
export const PROVIDER_ENDPOINTS: Record<ProviderName, string> = {
  libretranslate: 'https://libretranslate.com',
  deepl: 'https://api-free.deepl.com',
};

/**
 * The machine-translation provider: connect one (the server asks it once to check the key) or
 * disconnect it. Texts it fills are drafts an owner reviews.
 */
export function ProviderSection({ settings }: { settings: LanguageSettings }) {
  const client = useQueryClient();
  const [provider, setProvider] = useState<ProviderName>('libretranslate');
  const [endpoint, setEndpoint] = useState(PROVIDER_ENDPOINTS.libretranslate);
  const [apiKey, setApiKey] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const saved = (answer: LanguageSettings) => client.setQueryData(queryKeys.languageSettings, answer);
  const connect = useMutation({
    mutationFn: connectProvider,
    onSuccess: (answer) => {
      saved(answer);
      setApiKey('');
      setStatus(`Connected to ${providerLabel(provider)}.`);
    },
    onError: (e) => setFieldErrors(e instanceof ApiError ? e.fieldErrors : {}),
  });
  const disconnect = useMutation({
    mutationFn: disconnectProvider,
    onSuccess: (answer) => {
      saved(answer);
      setConfirming(false);
      setStatus('Translation provider disconnected.');
    },
  });
  const connection = settings.provider;

  function submit() {
    const errors: Record<string, string> = {};
    if (!endpoint.trim()) errors.endpoint = 'Enter the address of the translation service.';
    if (!apiKey.trim() && provider === 'deepl') errors.apiKey = 'Enter your DeepL API key.';
    setFieldErrors(errors);
    setStatus('');
    if (Object.keys(errors).length === 0) {
      connect.mutate({ provider, endpoint: endpoint.trim(), apiKey: apiKey.trim() });
    }
  }

  const otherError =
    connect.error && !Object.keys(fieldErrors).some((key) => ['provider', 'endpoint', 'apiKey'].includes(key))
      ? describeError(connect.error)
      : null;

  return (
    <section
      className="stack stack--tight"
      aria-label="Translation provider"
      data-testid="translation-provider"
    >
      <h3 className="field__label">Machine translation</h3>
      {connection.connected ? (
        <>
          <p className="field__hint">
            Connected to {providerLabel(connection.provider)}
            {connection.endpoint ? ` at ${connection.endpoint}` : ''}
            {connection.connectedAt ? ` since ${formatWhen(connection.connectedAt)}` : ''}. Pages and products
            offer “Translate with {providerLabel(connection.provider)}” in another language.
          </p>
          {confirming ? (
            <ConfirmStrip
              message="Disconnect the translation provider? Translations it made stay."
              confirmLabel="Disconnect"
              busy={disconnect.isPending}
              onConfirm={() => disconnect.mutate()}
              onCancel={() => setConfirming(false)}
              returnFocusTo="provider-disconnect"
            />
          ) : (
            <div className="button-row">
              <button
                id="provider-disconnect"
                type="button"
                className="button button--small button--danger-quiet"
                onClick={() => setConfirming(true)}
              >
                Disconnect {providerLabel(connection.provider)}
              </button>
            </div>
          )}
          {disconnect.error ? (
            <p className="form-error" role="alert">
              {describeError(disconnect.error)}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="field__hint">
            Connect a translation service to fill missing translations as drafts you then review.
          </p>
          <SelectField
            label="Translation provider"
            value={provider}
            error={fieldErrors.provider}
            onChange={(e) => {
              const next = e.target.value as ProviderName;
              if (endpoint === PROVIDER_ENDPOINTS[provider]) setEndpoint(PROVIDER_ENDPOINTS[next]);
              setProvider(next);
            }}
          >
            <option value="libretranslate">LibreTranslate</option>
            <option value="deepl">DeepL</option>
          </SelectField>
          <TextField
            label="Service address"
            type="url"
            spellCheck={false}
            autoComplete="off"
            value={endpoint}
            error={fieldErrors.endpoint}
            hint="The service's own address, or your own server's."
            onChange={(e) => setEndpoint(e.target.value)}
          />
          <TextField
            label="API key"
            type="password"
            autoComplete="off"
            value={apiKey}
            error={fieldErrors.apiKey}
            hint={provider === 'libretranslate' ? 'Leave empty if your server needs none.' : undefined}
            onChange={(e) => setApiKey(e.target.value)}
          />
          {otherError ? (
            <p className="form-error" role="alert">
              {otherError}
            </p>
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button button--small"
              disabled={connect.isPending}
              onClick={submit}
            >
              {connect.isPending ? 'Checking the key…' : `Connect ${providerLabel(provider)}`}
            </button>
          </div>
        </>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
}
