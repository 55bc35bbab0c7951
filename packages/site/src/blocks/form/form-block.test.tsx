import {
  formBlockMessages,
  formMessages,
  formSummaryMessages,
  likertMessages,
  validateFormSubmission,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { EVERY_FIELD, FORM_ID, formSettings, PAGE, renderForm } from './form.test-support';
import { formBlockText } from './form-block';

type Doc = ReturnType<typeof renderForm>['document'];

const named = (document: Doc, name: string) => [...document.querySelectorAll(`[name="${name}"]`)];
const fieldOf = (document: Doc, id: string) => document.querySelector(`[data-field-id="${id}"]`);

/** The text of the label a control is tied to by its id. */
function labelOf(document: Doc, control: Element | undefined | null): string | undefined {
  const id = control?.getAttribute('id');
  return id ? document.querySelector(`label[for="${id}"]`)?.textContent?.trim() : undefined;
}

describe('form block markup', () => {
  it('posts to /api/form/submit without JavaScript, with the page fields as hidden inputs', () => {
    const { document } = renderForm();
    const root = document.body.firstElementChild;
    const form = document.querySelector('form');
    expect(root?.getAttribute('data-behaviour')).toBe('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/form/submit');
    expect(form?.getAttribute('data-form-id')).toBe(FORM_ID);
    const meta = (name: string) =>
      form?.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
    expect(meta('formId')?.value).toBe(FORM_ID);
    expect(meta('pageId')?.value).toBe(PAGE.pageId);
    expect(meta('pagePath')?.value).toBe(PAGE.pagePath);
    expect(meta('pageTitle')?.value).toBe(PAGE.pageTitle);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Send request');
    expect(document.querySelector('h2')?.textContent).toBe('Book a room');
  });

  it('names every input as the script-free submit route reads it', () => {
    const { document } = renderForm();
    expect(named(document, 'field-text-1')).toHaveLength(1);
    expect(named(document, 'field-area-1')[0]?.tagName).toBe('TEXTAREA');
    expect(named(document, 'field-date-1')).toHaveLength(3);
    expect(named(document, 'field-time-1')).toHaveLength(4);
    expect(named(document, 'field-name-1')).toHaveLength(2);
    expect(named(document, 'field-addr-1')).toHaveLength(6);
    expect(named(document, 'field-phone-1')).toHaveLength(4);
    expect(named(document, 'field-radio-1').map((input) => input.getAttribute('value'))).toEqual([
      'Single',
      'Double',
    ]);
    expect(named(document, 'field-check-1')).toHaveLength(2);
    expect(named(document, 'field-select-1')[0]?.tagName).toBe('SELECT');
    expect(named(document, 'field-likert-1.0').map((input) => input.getAttribute('value'))).toEqual([
      '-2',
      '-1',
      '0',
      '1',
      '2',
    ]);
    expect(named(document, 'field-likert-1.1')).toHaveLength(5);
    expect(named(document, 'field-sec-1')).toHaveLength(0);
    const hidden = named(document, 'field-hidden-1')[0];
    expect(hidden?.getAttribute('type')).toBe('hidden');
    expect(hidden?.getAttribute('value')).toBe('direct');
  });

  it('ties a label to every visible control', () => {
    const { document } = renderForm();
    const controls = [...document.querySelectorAll('form input, form select, form textarea')].filter(
      (control) => control.getAttribute('type') !== 'hidden',
    );
    expect(controls.length).toBeGreaterThan(30);
    for (const control of controls) expect(labelOf(document, control), control.outerHTML).toBeTruthy();
    expect(labelOf(document, named(document, 'field-text-1')[0])).toBe('Nickname');
  });

  it('labels compound parts with the summary labels inside a fieldset whose legend is the title', () => {
    const { document } = renderForm();
    const parts = (name: string) => named(document, name).map((input) => labelOf(document, input));
    expect(parts('field-name-1')).toEqual([formSummaryMessages.first, formSummaryMessages.last]);
    expect(parts('field-date-1')).toEqual(['Month', 'Day', 'Year']);
    expect(parts('field-time-1')).toEqual(['Hour', 'Minute', 'Second', 'Ampm']);
    expect(parts('field-addr-1')).toEqual(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']);
    expect(parts('field-phone-1')).toEqual(['Country', 'Areacode', 'Prefix', 'Line']);
    const legend = fieldOf(document, 'name-1')?.querySelector('fieldset > legend');
    expect(legend?.textContent).toBe(`Name ${formBlockMessages.required}`);
    for (const id of ['radio-1', 'check-1', 'likert-1', 'date-1', 'addr-1']) {
      expect(fieldOf(document, id)?.querySelector('fieldset > legend'), id).not.toBeNull();
    }
  });

  it('shows the phone country part only when the owner asked for it', () => {
    const { document } = renderForm();
    expect(named(document, 'field-phone-2').map((input) => labelOf(document, input))).toEqual([
      'Areacode',
      'Prefix',
      'Line',
    ]);
  });

  it('marks required fields and ties descriptions to their inputs', () => {
    const { document } = renderForm();
    const email = named(document, 'field-email-1')[0];
    expect(email?.hasAttribute('required')).toBe(true);
    expect(labelOf(document, email)).toContain(formBlockMessages.required);
    expect(labelOf(document, named(document, 'field-text-1')[0])).not.toContain(formBlockMessages.required);
    const text = named(document, 'field-text-1')[0];
    const describedBy = text?.getAttribute('aria-describedby')?.split(' ') ?? [];
    const description = describedBy.map((id) => document.getElementById(id)?.textContent).join('|');
    expect(description).toContain('What friends call you');
    expect(named(document, 'field-radio-1')[0]?.hasAttribute('required')).toBe(true);
    // A required checkbox group must not demand every box.
    expect(named(document, 'field-check-1')[0]?.hasAttribute('required')).toBe(false);
  });

  it('shows a "used / max" counter for a textarea with a valid maximum only', () => {
    const counter = renderForm().document.querySelector('.form-field__counter');
    expect(counter?.textContent).toBe('0 / 20');
    expect(named(renderForm().document, 'field-area-1')[0]?.getAttribute('aria-describedby')).toContain(
      counter?.getAttribute('id'),
    );
    for (const maxLength of [0, -5, 2.5, undefined]) {
      const fields = [{ id: 'a', type: 'textarea', title: 'Note', maxLength }];
      const { document } = renderForm(formSettings({ fields }));
      expect(document.querySelector('.form-field__counter'), String(maxLength)).toBeNull();
    }
  });

  it('shows the currency symbol, the section with its underline and the likert scale', () => {
    const { document } = renderForm();
    const money = named(document, 'field-money-1')[0];
    expect(fieldOf(document, 'money-1')?.querySelector('.form-field__affix')?.textContent).toBe('€');
    expect(money?.getAttribute('aria-describedby')).toContain('affix');
    const section = document.querySelector('.form-section');
    expect(section?.querySelector('h3')?.textContent).toBe('About the stay');
    expect(section?.textContent).toContain('Tell us more');
    expect(section?.classList.contains('form-section--underline')).toBe(true);
    const statements = fieldOf(document, 'likert-1')?.querySelectorAll('fieldset fieldset') ?? [];
    expect([...statements].map((set) => set.querySelector('legend')?.textContent)).toEqual([
      'Clean',
      'Quiet',
    ]);
    expect(named(document, 'field-likert-1.0').map((input) => labelOf(document, input))).toEqual([
      likertMessages.stronglyDisagree,
      likertMessages.disagree,
      likertMessages.neutral,
      likertMessages.agree,
      likertMessages.stronglyAgree,
    ]);
  });

  it('carries each field definition for the browser, as the server validates it', () => {
    const { document } = renderForm();
    const definitions = [...document.querySelectorAll<HTMLElement>('[data-field]')].map((element) =>
      JSON.parse(element.dataset.field ?? ''),
    );
    expect(definitions).toEqual(EVERY_FIELD.filter((field) => field.type !== 'section'));
  });

  it('renders nothing without a usable form id and skips fields it cannot show', () => {
    // An empty, hidden block: the runtime finds it and logs that it could not render the form.
    for (const settings of [formSettings({ formId: 'nope' }), []]) {
      const { html } = renderForm(settings);
      expect(html).toMatch(/^<div [^>]*class="block block-form" hidden=""><\/div>$/);
      expect(html).toContain('data-block-type="9"');
    }
    const fields = [
      { id: 'bad id!', type: 'text', title: 'A' },
      { id: 'x', type: 'hologram', title: 'B' },
      { id: 'ok', type: 'text', title: 'C' },
      { id: 'ok', type: 'email', title: 'Duplicate' },
    ];
    const { document } = renderForm(formSettings({ fields }));
    expect(
      [...document.querySelectorAll('[data-field-id]')].map((el) => el.getAttribute('data-field-id')),
    ).toEqual(['ok']);
  });

  it('keeps the post-submit content inert until a submission succeeds, or names the success URL', () => {
    const html = '<p>Booked!</p><script>window.booked = true</script>';
    const { document } = renderForm(formSettings({ postSubmit: { kind: 'html', html } }));
    const template = document.querySelector<HTMLTemplateElement>('template.form-block__post-submit');
    // Only a sandboxed frame pointing at the server's isolated document: the HTML is never inline.
    expect(template?.innerHTML).not.toContain('Booked!');
    expect(template?.innerHTML).toMatch(
      /<iframe[^>]*sandbox="allow-scripts[^"]*"[^>]*src="\/api\/form\/post-submit\?formId=/,
    );
    expect(template?.innerHTML).not.toContain('allow-same-origin');
    expect(document.querySelector('.form-block__success')?.hasAttribute('hidden')).toBe(true);
    const redirect = renderForm(formSettings({ postSubmit: { kind: 'redirect', url: '/thanks' } })).document;
    expect(redirect.querySelector('form')?.getAttribute('data-success-url')).toBe('/thanks');
    const unsafe = renderForm(formSettings({ postSubmit: { kind: 'redirect', url: 'javascript:alert(1)' } }));
    expect(unsafe.document.querySelector('form')?.hasAttribute('data-success-url')).toBe(false);
  });

  it('offers its words to site search', () => {
    const text = formBlockText(formSettings());
    expect(text).toContain('Book a room');
    expect(text).toContain('What friends call you');
    expect(text).toContain('Breakfast');
    expect(text).not.toContain('direct');
    expect(blockRegistry.get(9)?.text).toBe(formBlockText);
  });
});

describe('form block after a script-free POST', () => {
  it('puts the values back, shows each error above its title and the problem above and below', () => {
    const values = {
      'text-1': 'Ace',
      'area-1': 'Far too long for the limit',
      'date-1': ['13', '40', '2025'],
      'phone-2': ['', '555', '123', '4567'],
      'radio-1': 'Double',
      'check-1': ['Parking'],
      'select-1': 'Top',
      'likert-1': { Quiet: ['2'] },
    };
    const { errors } = validateFormSubmission(EVERY_FIELD, values);
    expect(errors['email-1']).toBeTruthy();
    const { document } = renderForm(formSettings(), { formId: FORM_ID, status: 'failed', values, errors });
    const value = (name: string, index = 0) =>
      (named(document, name)[index] as HTMLInputElement | undefined)?.value;
    expect(value('field-text-1')).toBe('Ace');
    expect(document.querySelector('textarea')?.textContent).toBe('Far too long for the limit');
    expect(document.querySelector('.form-field__counter--over')?.textContent).toBe('26 / 20');
    expect([0, 1, 2].map((index) => value('field-date-1', index))).toEqual(['13', '40', '2025']);
    expect([0, 1, 2].map((index) => value('field-phone-2', index))).toEqual(['555', '123', '4567']);
    const checked = (name: string) =>
      named(document, name)
        .filter((input) => input.hasAttribute('checked'))
        .map((input) => input.getAttribute('value'));
    expect(checked('field-radio-1')).toEqual(['Double']);
    expect(checked('field-check-1')).toEqual(['Parking']);
    expect(checked('field-likert-1.1')).toEqual(['2']);
    expect(document.querySelector('select[name="field-select-1"] option[selected]')?.textContent).toBe('Top');

    const email = fieldOf(document, 'email-1');
    const error = email?.firstElementChild;
    expect(error?.textContent).toBe(errors['email-1']);
    expect(error?.nextElementSibling?.tagName).toBe('LABEL');
    expect(email?.classList.contains('form-field--error')).toBe(true);
    expect(email?.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
    expect(email?.querySelector('input')?.getAttribute('aria-describedby')).toContain(
      error?.getAttribute('id'),
    );
    expect(fieldOf(document, 'text-1')?.classList.contains('form-field--error')).toBe(false);
    const problems = [...document.querySelectorAll('.form-block__problem')].map((p) => p.textContent);
    expect(problems).toEqual([formMessages.problemAbove, formMessages.problemBelow]);
  });

  it('shows a general message of the failed submission', () => {
    const state = {
      formId: FORM_ID,
      status: 'failed' as const,
      values: {},
      errors: {},
      message: 'Slow down',
    };
    expect(renderForm(formSettings(), state).document.querySelector('[role="alert"]')?.textContent).toBe(
      'Slow down',
    );
  });

  it('shows only the post-submit message once the submission succeeded', () => {
    const state = { formId: FORM_ID, status: 'succeeded' as const, values: {}, errors: {} };
    const { document } = renderForm(formSettings(), state);
    expect(document.querySelector('form')).toBeNull();
    expect(document.querySelector('.form-block__success')?.textContent).toBe('Thanks, we will be in touch.');
  });

  it('leaves other forms on the page as they were', () => {
    const state = {
      formId: 'ffffffffffffffffffffffff',
      status: 'succeeded' as const,
      values: {},
      errors: {},
    };
    expect(renderForm(formSettings(), state).document.querySelector('form')).not.toBeNull();
  });
});
