import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import { queryKeys } from '../shared/queries';
import { nameOfLanguage, useEditLanguage } from './edit-language';
import { fillTranslations, providerLabel } from './languages.api';

interface TranslateButtonProps {
  /** The page or the product whose missing texts the provider fills. */
  subject: { pageId: string } | { productId: string } | { subject: 'menu' | 'site' };
  /** Stores what the owner has typed first, so the provider sees the texts as they are. */
  before?(): Promise<void>;
  /** The provider filled `filled` texts: show them (as machine drafts). */
  onFilled(filled: number): void;
  disabled?: boolean;
  /**
   * What the last fill said, kept by a parent: a panel that reloads its subject after a fill (the
   * blocks panel) draws this button anew, which would lose the message.
   */
  lastStatus?: string;
}

/** What the owner is told once the provider has filled `filled` texts. */
export const fillStatus = (filled: number): string =>
  filled === 0
    ? 'Nothing was missing: every text has a translation.'
    : `${filled} ${filled === 1 ? 'text' : 'texts'} translated by machine. Review them below.`;

/**
 * "Translate with <provider>": fills the texts of the edited language that have no translation yet;
 * the owner reviews them, each marked as a machine translation until edited. Shown only when a
 * provider is connected and the owner edits another language.
 */
export function TranslateButton({ subject, before, onFilled, disabled, lastStatus }: TranslateButtonProps) {
  const { settings, tag, translating } = useEditLanguage();
  const client = useQueryClient();
  const [status, setStatus] = useState(lastStatus ?? '');
  const fill = useMutation({
    mutationFn: async () => {
      await before?.();
      return fillTranslations({ language: tag, ...subject });
    },
    onSuccess: ({ filled }) => {
      void client.invalidateQueries({ queryKey: queryKeys.translationStatus });
      setStatus(fillStatus(filled));
      onFilled(filled);
    },
    onError: () => setStatus(''),
  });
  const provider = settings?.provider;
  if (!translating || !provider?.connected) return null;
  const name = providerLabel(provider.provider);
  return (
    <div className="translate-action">
      <button
        type="button"
        className="button button--small"
        disabled={disabled || fill.isPending}
        title={`Fills the texts with no ${nameOfLanguage(settings, tag)} translation yet`}
        onClick={() => fill.mutate()}
      >
        {fill.isPending ? 'Translating…' : `Translate with ${name}`}
      </button>
      <span className="translate-action__status" role="status">
        {status}
      </span>
      {fill.error ? (
        <span className="form-error" role="alert">
          {describeError(fill.error)}
        </span>
      ) : null}
    </div>
  );
}
