import { describe, expect, it } from 'vitest';
import {
  defaultFormSettings,
  defaultNewsletterSettings,
  readFormEditorSettings,
  readNewsletterEditorSettings,
  storedFormSettings,
  storedNewsletterSettings,
} from './form-defaults';

const FORM_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

describe('form block defaults', () => {
  it('is a contact form whose name and email must be given', () => {
    const form = defaultFormSettings();
    expect(form.fields.map((f) => [f.type, f.title, f.required])).toEqual([
      ['name', 'Name', true],
      ['email', 'Email', true],
      ['textarea', 'Message', true],
    ]);
    expect(new Set(form.fields.map((f) => f.id)).size).toBe(3);
    expect(form.captcha).toBe(false);
    expect(form.notificationEmail).toBeUndefined();
  });

  it('gives every new form and newsletter its own id', () => {
    expect(defaultFormSettings().formId).not.toBe(defaultFormSettings().formId);
    expect(defaultNewsletterSettings().formId).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('reading stored form settings', () => {
  it('keeps what the owner set', () => {
    const stored = {
      ...defaultFormSettings(),
      formId: FORM_ID,
      title: 'Contact',
      notificationEmail: 'me@example.com',
      postSubmit: { kind: 'redirect', url: '/thanks' },
      captcha: true,
    };
    expect(readFormEditorSettings(stored)).toEqual(stored);
  });

  it('drops fields that could not be shown or submitted, and repeated ids', () => {
    const form = readFormEditorSettings({
      formId: FORM_ID,
      fields: [
        { id: 'text-1', type: 'text', title: 'One' },
        { id: 'text-1', type: 'text', title: 'Again' },
        { id: 'bad id', type: 'text', title: 'Spaces' },
        { id: 'sig-1', type: 'signature', title: 'Unknown type' },
        { id: '__proto__', type: 'text', title: 'Odd' },
        'not a field',
        { id: 'date-1', type: 'date', title: 'When', placeholder: 'not offered for dates' },
      ],
    });
    expect(form.fields).toEqual([
      { id: 'text-1', type: 'text', title: 'One' },
      { id: 'date-1', type: 'date', title: 'When' },
    ]);
  });

  it('fills what is missing so the editor can work, keeping one id for a block that lacks it', () => {
    const form = readFormEditorSettings({}, FORM_ID);
    expect(form).toEqual({
      formId: FORM_ID,
      fields: [],
      submitButtonText: 'Submit',
      postSubmit: { kind: 'message', message: 'Thank you!' },
      captcha: false,
    });
    expect(readFormEditorSettings({ postSubmit: { kind: 'redirect', url: '' } }).postSubmit.kind).toBe(
      'message',
    );
  });

  it('reads a newsletter, defaults where missing', () => {
    expect(readNewsletterEditorSettings({ formId: FORM_ID, title: 'News', description: 'Monthly' })).toEqual({
      ...defaultNewsletterSettings(),
      formId: FORM_ID,
      title: 'News',
      description: 'Monthly',
    });
  });
});

describe('settings as the block stores them', () => {
  it('leaves out the optional texts the owner left empty', () => {
    const form = { ...defaultFormSettings(), title: '', notificationEmail: '' };
    const stored = storedFormSettings(form);
    expect(stored).not.toHaveProperty('title');
    expect(stored).not.toHaveProperty('notificationEmail');
    expect(
      storedFormSettings({ ...form, title: 'Contact', notificationEmail: 'me@example.com' }),
    ).toMatchObject({
      title: 'Contact',
      notificationEmail: 'me@example.com',
    });
    const newsletter = { ...defaultNewsletterSettings(), description: '' };
    expect(storedNewsletterSettings(newsletter)).not.toHaveProperty('description');
    expect(storedNewsletterSettings({ ...newsletter, description: 'Monthly' })).toMatchObject({
      description: 'Monthly',
    });
  });

  it('reads back unchanged, so an edit changes only what the owner touched', () => {
    const form = { ...defaultFormSettings(), title: 'Contact', captcha: true };
    expect(readFormEditorSettings(storedFormSettings(form))).toEqual(form);
  });
});
