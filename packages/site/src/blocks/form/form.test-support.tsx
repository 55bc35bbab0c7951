import type { FormField, FormRenderState } from '@atelier/domain';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { FormPageContext, type FormPageInfo } from './form-page-context';

export const BLOCK_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const FORM_ID = '0123456789abcdef01234567';
export const PAGE = { pageId: 'bbbbbbbbbbbbbbbbbbbbbbbb', pagePath: '/contact', pageTitle: 'Contact — Shop' };

/** One field of every type, with the attributes the editor offers for it. */
export const EVERY_FIELD: FormField[] = [
  { id: 'text-1', type: 'text', title: 'Nickname', placeholder: 'Ace', description: 'What friends call you' },
  { id: 'area-1', type: 'textarea', title: 'Message', required: true, maxLength: 20 },
  { id: 'email-1', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
  { id: 'number-1', type: 'number', title: 'Guests' },
  { id: 'web-1', type: 'website', title: 'Website' },
  { id: 'money-1', type: 'currency', title: 'Budget', currencySymbol: '€' },
  { id: 'secret-1', type: 'password', title: 'Password' },
  { id: 'tw-1', type: 'twitter', title: 'Twitter' },
  { id: 'date-1', type: 'date', title: 'Arrival' },
  { id: 'time-1', type: 'time', title: 'Time' },
  { id: 'name-1', type: 'name', title: 'Name', required: true },
  { id: 'addr-1', type: 'address', title: 'Address' },
  { id: 'phone-1', type: 'phone', title: 'Phone', showCountryCode: true },
  { id: 'phone-2', type: 'phone', title: 'Mobile' },
  { id: 'sec-1', type: 'section', title: 'About the stay', description: 'Tell us more', underline: true },
  { id: 'radio-1', type: 'radio', title: 'Room', options: ['Single', 'Double'], required: true },
  { id: 'check-1', type: 'checkbox', title: 'Extras', options: ['Breakfast', 'Parking'] },
  { id: 'select-1', type: 'select', title: 'Floor', options: ['Ground', 'Top'] },
  { id: 'likert-1', type: 'likert', title: 'Opinions', options: ['Clean', 'Quiet'] },
  { id: 'hidden-1', type: 'hidden', title: '', key: 'utm_source', value: 'direct' },
];

export const formSettings = (overrides: Record<string, unknown> = {}) => ({
  formId: FORM_ID,
  title: 'Book a room',
  fields: EVERY_FIELD,
  submitButtonText: 'Send request',
  postSubmit: { kind: 'message', message: 'Thanks, we will be in touch.' },
  captcha: false,
  ...overrides,
});

/** Server-renders one block of `type` with the page info a site page provides. */
export function renderBlock(type: number, settings: unknown, formState?: FormRenderState) {
  const page: FormPageInfo = { ...PAGE, formState };
  const { html, document } = renderMarkup(
    <FormPageContext.Provider value={page}>
      <BlockView block={{ id: BLOCK_ID, type, settings: settings as Record<string, unknown> }} />
    </FormPageContext.Provider>,
  );
  // happy-dom's own types differ from the DOM's in details no test relies on.
  return { html, document: document as unknown as Document };
}

export const renderForm = (settings: unknown = formSettings(), formState?: FormRenderState) =>
  renderBlock(9, settings, formState);
