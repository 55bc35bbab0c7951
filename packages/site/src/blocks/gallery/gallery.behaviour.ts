import type { Behaviour } from '../../runtime/behaviours';
import { startGallery } from './gallery-start';

/** Gallery block (type 8) in the browser: slides, transitions, autoplay, keys, touch, history, lightbox. */
const galleryBehaviour: Behaviour = (element) => startGallery(element);

export default galleryBehaviour;
