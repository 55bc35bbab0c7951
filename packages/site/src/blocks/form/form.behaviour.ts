import type { Behaviour } from '../../runtime/behaviours';
import { enhanceForm } from './form-enhance';

/** Form block (type 9) in the browser: validation, submission and its outcome. */
const formBehaviour: Behaviour = (element, context) => enhanceForm(element, context, { objectName: 'form' });

export default formBehaviour;
