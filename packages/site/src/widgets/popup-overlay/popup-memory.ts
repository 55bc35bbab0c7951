import { POPUP_OVERLAY_STORAGE, type PopupOverlayMemory } from '@atelier/domain';

const S = POPUP_OVERLAY_STORAGE;

/** What the visitor's browser remembers of the popup (spec 001 §3 keys); nothing when storage is refused. */
export function readPopupMemory(storage: () => Storage | null): PopupOverlayMemory {
  try {
    const raw = storage()?.getItem(S.key);
    const value = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const memory: PopupOverlayMemory = {};
    if (typeof value[S.version] === 'number') memory.version = value[S.version] as number;
    if (typeof value[S.dateClosed] === 'number') memory.dateClosed = value[S.dateClosed] as number;
    if (value[S.submitted] === true) memory.submitted = true;
    return memory;
  } catch {
    return {};
  }
}

/** Remembers a close or a sign-up for `version`; a memory of another version is replaced. */
export function rememberPopup(
  storage: () => Storage | null,
  version: number,
  change: { dateClosed?: number; submitted?: true },
): void {
  const before = readPopupMemory(storage);
  const kept = before.version === version ? before : {};
  const memory = {
    [S.version]: version,
    ...(kept.dateClosed !== undefined ? { [S.dateClosed]: kept.dateClosed } : {}),
    ...(kept.submitted ? { [S.submitted]: true } : {}),
    ...(change.dateClosed !== undefined ? { [S.dateClosed]: change.dateClosed } : {}),
    ...(change.submitted ? { [S.submitted]: true } : {}),
  };
  try {
    storage()?.setItem(S.key, JSON.stringify(memory));
  } catch {
    // Refused or full: the popup may show again on the next page.
  }
}
