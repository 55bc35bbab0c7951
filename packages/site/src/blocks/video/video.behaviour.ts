import type { CookieBannerSettings, SiteContext } from '@atelier/domain';
import { trackingAllowed } from '../../runtime/consent';
import { createEmbedPlayer } from './embed-player';

/**
 * The video block in the browser: the embed facade at once, the native video loader as a lazy chunk
 * only when the block holds an uploaded video.
 */
export default function videoBehaviour(block: HTMLElement, context: SiteContext): () => void {
  const undo: (() => void)[] = [];
  const restrictive =
    (context.cookieSettings as Partial<CookieBannerSettings> | undefined)
      ?.isRestrictiveCookiePolicyEnabled === true;
  const embed = block.querySelector<HTMLElement>('.video-player--embed');
  if (embed) {
    const player = createEmbedPlayer(embed, {
      // Under the restrictive policy only an explicit accept allows third parties.
      needsNotice: () => restrictive && !trackingAllowed(true, block.ownerDocument),
    });
    undo.push(() => player.destroy());
  }
  const video = block.querySelector<HTMLVideoElement>('video[data-video-native]');
  let stopped = false;
  if (video) {
    import('./native-video').then(
      ({ startNativeVideo }) => {
        if (!stopped) undo.push(startNativeVideo(block, video));
      },
      (error) => console.error('Unable to load module', 'native-video', error),
    );
  }
  return () => {
    stopped = true;
    for (const step of undo.splice(0)) step();
  };
}
