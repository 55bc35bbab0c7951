import { VIDEO_START_EVENT } from './embed-player';

/**
 * The native video loader (spec 001 §2, a lazy chunk): an uploaded video that starts playing sends
 * the others on the page back to their poster, pauses when another starts, and takes its frame's
 * ratio from the file once its size is known.
 */
export function startNativeVideo(
  block: HTMLElement,
  video: HTMLVideoElement,
  win: Window = window,
): () => void {
  const onPlay = () => win.dispatchEvent(new CustomEvent(VIDEO_START_EVENT, { detail: block }));
  const onOtherStart = (event: Event) => {
    if ((event as CustomEvent<HTMLElement>).detail !== block && !video.paused) video.pause();
  };
  const onMetadata = () => {
    if (!video.videoWidth || !video.videoHeight) return;
    const ratio = Math.round((video.videoHeight / video.videoWidth) * 10000) / 100;
    video.parentElement?.style.setProperty('--video-ratio', `${ratio}%`);
  };
  video.addEventListener('play', onPlay);
  video.addEventListener('loadedmetadata', onMetadata);
  win.addEventListener(VIDEO_START_EVENT, onOtherStart);
  if (video.readyState >= 1) onMetadata();
  return () => {
    video.removeEventListener('play', onPlay);
    video.removeEventListener('loadedmetadata', onMetadata);
    win.removeEventListener(VIDEO_START_EVENT, onOtherStart);
  };
}
