import { useEffect, useRef } from 'react';

/**
 * Files dropped anywhere on the editor go to the media library. While the library is open it
 * handles its own drops, so this listens only when `active`.
 */
export function useDropToUpload(onFiles: (files: File[]) => void, active: boolean): void {
  const callback = useRef(onFiles);
  callback.current = onFiles;
  useEffect(() => {
    if (!active) return;
    const carriesFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');
    const over = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length) callback.current(files);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [active]);
}
