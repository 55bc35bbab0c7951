import type { FormField, FormFieldValue } from '@atelier/domain';
import { LikertField, OptionsField, SelectField } from './form-choice-fields';
import { CompoundField, isCompoundType } from './form-compound-fields';
import { fieldIds } from './form-names';
import { HiddenField, SectionField, TextareaField, TextField } from './form-text-fields';

export interface FormFieldViewProps {
  blockId: string;
  field: FormField;
  value?: FormFieldValue;
  error?: string;
}

/** One field of a form, by type (spec 000 §3 "Field attributes in the form editor"). */
export function FormFieldView({ blockId, field, value, error }: FormFieldViewProps) {
  const props = { field, ids: fieldIds(blockId, field.id), value, error };
  const { type } = field;
  if (isCompoundType(type)) return <CompoundField {...props} type={type} />;
  switch (type) {
    case 'textarea':
      return <TextareaField {...props} />;
    case 'radio':
    case 'checkbox':
      return <OptionsField {...props} type={type} />;
    case 'select':
      return <SelectField {...props} />;
    case 'likert':
      return <LikertField {...props} />;
    case 'hidden':
      return <HiddenField {...props} />;
    case 'section':
      return <SectionField {...props} />;
    default:
      return <TextField {...props} />;
  }
}
