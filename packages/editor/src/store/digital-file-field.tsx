import { formatFileSize } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductInput } from '../api/store-catalogue.api';
import { mediaShownPublicly } from '../media/media.api';
import { MediaPicker } from '../media/media-picker';
import { TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { useStore } from './store-context';

interface DigitalFileFieldProps {
  draft: ProductInput;
  onChange(change: Partial<ProductInput>): void;
  errors: Record<string, string>;
  /** The store's download terms, shown when the product keeps them. */
  defaults: { downloadLimit: number; downloadDays: number };
}

const wholeOrNull = (value: string) => (value.trim() === '' ? null : Math.floor(Number(value) || 0));

/**
 * Whether the chosen file is also shown publicly (a published page, a live product's pictures...):
 * the server then serves it to anyone there, so the owner is told.
 */
function useShownPublicly(mediaId: string | null): boolean {
  // Advice only: when the answer cannot be had, the form works the same and says nothing.
  const shown = useQuery({
    queryKey: queryKeys.mediaShownPublicly(mediaId ?? ''),
    queryFn: () => mediaShownPublicly(mediaId ?? ''),
    enabled: Boolean(mediaId),
  });
  return Boolean(mediaId && shown.data === true);
}

/**
 * A digital product's file (a document or image from the media library, or uploaded there) and its
 * download terms. Customers get a signed, expiring link after paying; no public address serves the
 * file unless the owner also shows it publicly, which the field points out.
 */
export function DigitalFileField({ draft, onChange, errors, defaults }: DigitalFileFieldProps) {
  const { canEdit } = useStore();
  const [problem, setProblem] = useState<string | null>(null);
  const file = draft.digitalFile;
  const shownPublicly = useShownPublicly(file?.mediaId ?? null);
  return (
    <fieldset className="fieldset digital-file" aria-describedby="digital-file-hint">
      <legend>File to download</legend>
      <p className="muted" id="digital-file-hint">
        Customers get a download link on the order page and in the confirmation email once they have paid. The
        file itself is not public unless you also show it on a published page or as a product picture.
      </p>
      {file ? (
        <p data-digital-file>
          <strong>{file.fileName ?? 'Chosen file'}</strong>
          {file.size !== undefined ? <span className="muted"> · {formatFileSize(file.size)}</span> : null}
        </p>
      ) : (
        <p className="muted" data-digital-file-missing>
          No file yet: customers would have nothing to download.
        </p>
      )}
      {shownPublicly ? (
        <p className="notice" role="note" data-digital-file-public>
          This file is also shown on a public page, so anyone can open it there.
        </p>
      ) : null}
      {canEdit ? (
        <div className="product-images__actions">
          <MediaPicker
            accept="any"
            className="button button--small"
            label={file ? 'Replace file' : 'Choose a file'}
            onPick={(item) => {
              if (item.kind === 'video') {
                setProblem('Choose a document (PDF, ZIP) or an image; videos cannot be sold as downloads.');
                return;
              }
              setProblem(null);
              onChange({
                digitalFile: {
                  mediaId: item.id,
                  fileName: item.fileName,
                  size: item.size,
                  mimeType: item.mimeType,
                },
              });
            }}
          />
          {file ? (
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={() => onChange({ digitalFile: null })}
            >
              Remove file
            </button>
          ) : null}
        </div>
      ) : null}
      {problem || errors.digitalFile ? (
        <p className="field__error" role="alert">
          {problem ?? errors.digitalFile}
        </p>
      ) : null}
      <div className="store-grid">
        <TextField
          label="Downloads per link"
          type="number"
          min={1}
          max={100}
          value={draft.downloadLimit === null ? '' : String(draft.downloadLimit)}
          placeholder={String(defaults.downloadLimit)}
          disabled={!canEdit}
          hint={`Empty: the store's setting (${defaults.downloadLimit}).`}
          error={errors.downloadLimit}
          onChange={(e) => onChange({ downloadLimit: wholeOrNull(e.target.value) })}
        />
        <TextField
          label="Link lasts (days)"
          type="number"
          min={1}
          max={365}
          value={draft.downloadDays === null ? '' : String(draft.downloadDays)}
          placeholder={String(defaults.downloadDays)}
          disabled={!canEdit}
          hint={`Empty: the store's setting (${defaults.downloadDays} days).`}
          error={errors.downloadDays}
          onChange={(e) => onChange({ downloadDays: wholeOrNull(e.target.value) })}
        />
      </div>
    </fieldset>
  );
}
