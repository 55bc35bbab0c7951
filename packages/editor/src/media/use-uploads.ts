import { useCallback, useRef, useState } from 'react';
import { type MediaItem, UploadError, uploadFile } from './media.api';

export interface UploadEntry {
  key: string;
  fileName: string;
  /** 0 to 1. */
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
  detail?: string | null;
}

/** Several files at once, each with its own progress bar and its own outcome. */
export function useUploads(onUploaded: (item: MediaItem) => void) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const counter = useRef(0);

  const start = useCallback(
    (files: Iterable<File>, replaces?: string) => {
      const patch = (key: string, change: Partial<UploadEntry>) =>
        setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
      for (const file of files) {
        counter.current += 1;
        const key = `u${counter.current}`;
        setEntries((list) => [...list, { key, fileName: file.name, progress: 0, state: 'uploading' }]);
        uploadFile(file, (progress) => patch(key, { progress: Math.min(1, progress) }), { replaces })
          .then((item) => {
            patch(key, { state: 'done', progress: 1 });
            onUploaded(item);
          })
          .catch((error: unknown) => {
            const failure =
              error instanceof UploadError ? error : new UploadError('Error uploading', null, 0);
            patch(key, { state: 'failed', error: failure.message, detail: failure.detail });
          });
      }
    },
    [onUploaded],
  );

  const dismiss = useCallback(
    () => setEntries((list) => list.filter((entry) => entry.state === 'uploading')),
    [],
  );

  return { entries, start, dismiss };
}
