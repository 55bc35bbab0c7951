import type { Behaviour } from '../../runtime/behaviours';
import { createImageLoader, type ImageLoader } from '../../runtime/image-loader/image-loader';

let shared: ImageLoader | null = null;

/**
 * Hands the images of one element marked data-behaviour="image-loader" (a <picture>, or a box
 * holding images) to the page's one image loader, which upgrades them to the resolution their box
 * needs. Loaded only on pages with such images.
 */
const imageLoaderBehaviour: Behaviour = (element) => {
  shared ??= createImageLoader();
  const loader = shared;
  const images = element instanceof HTMLImageElement ? [element] : [...element.querySelectorAll('img')];
  const added = images.filter((img) => loader.add(img));
  return () => {
    for (const img of added) loader.remove(img);
  };
};

export default imageLoaderBehaviour;
