import { useState } from 'react';
import { TextField } from '../shared/fields';
import { checkVideoEmbed } from './video-oembed';

interface VideoEmbedFieldProps {
  url: string;
  /** Called with an address that names a supported video, and what its provider said about it. */
  onAccept(embed: { url: string; title?: string; accountType?: string }): void;
}

/**
 * The address of a YouTube or Vimeo video. What the owner types stays here until it names a video
 * the site can embed; the problem is shown beside the field, never saved into the page.
 */
export function VideoEmbedField({ url, onAccept }: VideoEmbedFieldProps) {
  const [typed, setTyped] = useState(url);
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  const check = async (value: string) => {
    if (!value.trim()) {
      setError(undefined);
      return;
    }
    setChecking(true);
    const result = await checkVideoEmbed(value);
    setChecking(false);
    if (result.ok) {
      setError(undefined);
      onAccept(result);
    } else {
      setError(result.message);
    }
  };

  return (
    <TextField
      label="Video address"
      hint={checking ? 'Checking the video…' : 'The address of a YouTube or Vimeo video.'}
      value={typed}
      error={error}
      placeholder="https://www.youtube.com/watch?v=…"
      onChange={(e) => setTyped(e.target.value)}
      onBlur={() => check(typed)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          check(typed);
        }
      }}
    />
  );
}
