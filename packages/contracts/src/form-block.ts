import { z } from 'zod';

/**
 * A form defined in content (ADR 53): a `form` block on a content page (or in a content modal) names the form
 * by its key and lists its fields. Form/SendForm validates what a visitor sends against the stored block.
 * The address the form mails to is stored in the block as well (`mailTo`) but is not part of the public
 * block: GetContentByUrl answers this schema, so the address never reaches a visitor's browser.
 */

export const formFieldTypes = ['text', 'email', 'tel', 'textarea', 'select', 'checkbox'] as const;
export const FormFieldType = z.enum(formFieldTypes);
export type FormFieldType = z.infer<typeof FormFieldType>;

/** A field's name as the form posts it; dots nest (`billingAddress.city`) for the dealer application form. */
export const formFieldNamePattern = /^[A-Za-z][A-Za-z0-9_-]{0,39}(\.[A-Za-z][A-Za-z0-9_-]{0,39}){0,2}$/;
export const FormFieldName = z
  .string()
  .regex(formFieldNamePattern, 'a field name is letters, digits, _ and -, parts joined by dots');

/** The longest value any field takes, whatever its definition says (a textarea's message). */
export const formValueMaxLength = 5000;

export const FormField = z.object({
  name: FormFieldName,
  type: FormFieldType,
  label: z.string().min(1).max(200),
  required: z.boolean(),
  /** At most this many characters (≤ 5,000); null: the type's default (200, a textarea 5,000). */
  maxLength: z.number().int().min(1).max(formValueMaxLength).nullable(),
  /** A select's choices (value sent, label shown); null for the other types. */
  options: z
    .array(z.object({ value: z.string().min(1).max(100), label: z.string().min(1).max(200) }))
    .max(300)
    .nullable(),
  /** A short hint under the field. */
  help: z.string().max(500).nullable(),
});
export type FormField = z.infer<typeof FormField>;

/**
 * What happens to an accepted form: `mail` stores it in form_submissions and mails it to the form's address;
 * `dealerApplication` hands it to the dealer applications of ADR 42 (stored and mailed there).
 */
export const formHandlers = ['mail', 'dealerApplication'] as const;
export const FormHandler = z.enum(formHandlers);
export type FormHandler = z.infer<typeof FormHandler>;

export const FormBlock = z.object({
  type: z.literal('form'),
  /** The form's key, the same in every language (`contact`, `newsletter`). */
  formKey: z.string().regex(/^[a-z][a-z0-9-]{0,59}$/, 'a form key is lower-case letters, digits and dashes'),
  heading: z.string().max(200).nullable(),
  intro: z.string().max(2000).nullable(),
  handler: FormHandler,
  fields: z.array(FormField).min(1).max(40),
  submitText: z.string().min(1).max(100),
  /** Shown in place of the form once it is accepted. */
  successText: z.string().min(1).max(2000),
});
export type FormBlock = z.infer<typeof FormBlock>;

/** The form block as stored: the public block and the address it mails to (a `mail` form's recipient). */
export const StoredFormBlock = FormBlock.extend({ mailTo: z.email().max(200).nullable() });
export type StoredFormBlock = z.infer<typeof StoredFormBlock>;
