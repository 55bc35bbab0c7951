import { isVimeoBasic, messages, type ParsedEmbed, parseVideoUrl, VIDEO_PROVIDERS } from '@atelier/domain';

export type EmbedCheck =
  | { ok: true; url: string; title?: string; accountType?: string }
  | { ok: false; message: string };

/**
 * Checks a pasted YouTube or Vimeo address in the owner's browser: the address must name a video
 * (else 'Invalid video embed'), and a Vimeo video is looked up at Vimeo's oEmbed endpoint, whose
 * answer says when its owner has a Basic account (unsupported). The server never asks the provider.
 * When the provider cannot be reached the address is kept; only a known Basic account is refused.
 */
export async function checkVideoEmbed(address: string, fetcher: typeof fetch = fetch): Promise<EmbedCheck> {
  const url = address.trim();
  const parsed: ParsedEmbed | null = parseVideoUrl(url);
  if (!parsed) return { ok: false, message: messages.video.invalidEmbed };
  if (parsed.provider !== 'vimeo') return { ok: true, url };
  let answer: unknown;
  try {
    const response = await fetcher(VIDEO_PROVIDERS.vimeo.oembedUrl(url), { credentials: 'omit' });
    if (response.status === 404) return { ok: false, message: messages.video.invalidEmbed };
    if (!response.ok) return { ok: true, url };
    answer = await response.json();
  } catch {
    return { ok: true, url };
  }
  if (isVimeoBasic(answer)) return { ok: false, message: messages.video.vimeoBasicUnsupported };
  const record = answer as { title?: unknown; account_type?: unknown };
  return {
    ok: true,
    url,
    title: typeof record.title === 'string' ? record.title : undefined,
    accountType: typeof record.account_type === 'string' ? record.account_type : undefined,
  };
}
