import { useCallback, useState } from 'react';
import { fillStatus } from './translate-button';

/**
 * What the last "Translate with …" of a page said. The blocks panel is drawn anew as the page
 * reloads after a translation, so the words live here and show only while that page is in view.
 */
export function useTranslatedStatus(pageId: string | null) {
  const [status, setStatus] = useState<{ pageId: string | null; text: string }>({ pageId: null, text: '' });
  const remember = useCallback(
    (filled: Parameters<typeof fillStatus>[0]) => setStatus({ pageId, text: fillStatus(filled) }),
    [pageId],
  );
  return { text: status.pageId === pageId ? status.text : undefined, remember };
}
