import { z } from 'zod';
import { AreaInfo, ErrorBody } from './common.ts';
import { Block } from './content.ts';
import { FormFieldName, formValueMaxLength } from './form-block.ts';

/**
 * Form/SendForm and Modal/GetModalRequest (spec shop-front §7: "form data → errors map"; the modal call's
 * shapes are not shown, ADR 53 designs them).
 */

/** At most this many fields in one submission (a form defines at most 40). */
export const formMaxFields = 60;

export const SendFormBody = z.object({
  area: AreaInfo,
  formKey: z.string().trim().min(1, 'formKey is required').max(60, 'formKey is at most 60 characters'),
  /** Each field's value by its name as the form defines it; a checkbox sends 'true' when ticked. */
  fields: z
    .record(
      FormFieldName,
      z.string().max(formValueMaxLength, `a value is at most ${formValueMaxLength} characters`),
    )
    .refine((fields) => Object.keys(fields).length <= formMaxFields, `at most ${formMaxFields} fields`),
  /**
   * The honeypot: a field people never see nor fill. When it holds anything the form is answered as accepted
   * and nothing is stored or mailed.
   */
  honeypot: z.string().max(formValueMaxLength).optional(),
});
export type SendFormBody = z.infer<typeof SendFormBody>;

export const SendFormResponse = z.object({
  formKey: z.string(),
  /** The form's success text, in the area's language. */
  successText: z.string(),
  receivedAt: z.string(),
});
export type SendFormResponse = z.infer<typeof SendFormResponse>;

/**
 * The 400 for fields the form refuses: `errors` maps each refused field's name to a translation key
 * (`validation.required-field`, `form.error.too-long`, `form.error.email`, `form.error.option`,
 * `form.error.format`, `form.error.unknown-field`), shown beside the field.
 */
export const SendFormFieldErrors = ErrorBody.extend({
  errorCode: z.literal('form.fields-invalid'),
  errors: z.record(z.string(), z.string()),
});
export type SendFormFieldErrors = z.infer<typeof SendFormFieldErrors>;

/** Modal sizes (spec §9: 500 px default, 300 px small, 800 px large) and the page templates that make them. */
export const modalSizes = { default: 500, small: 300, large: 800 } as const;
export type ModalSize = keyof typeof modalSizes;
export const modalTemplates: Record<string, ModalSize> = {
  modal: 'default',
  'modal-small': 'small',
  'modal-large': 'large',
};

export const GetModalRequestBody = z.object({
  area: AreaInfo,
  /** The modal's key: what a content link names (`data-modal="size-guide"`). */
  key: z
    .string()
    .trim()
    .min(1, 'key is required')
    .max(100, 'key is at most 100 characters')
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'key is lower-case letters, digits and dashes'),
});
export type GetModalRequestBody = z.infer<typeof GetModalRequestBody>;

export const ModalContent = z.object({
  key: z.string(),
  title: z.string(),
  size: z.enum(['default', 'small', 'large']),
  /** The dialog's width in px (500, 300 or 800). */
  width: z.union([z.literal(500), z.literal(300), z.literal(800)]),
  blocks: z.array(Block),
  /** The same content as a page of its own (where the link goes without JavaScript). */
  url: z.string(),
});
export type ModalContent = z.infer<typeof ModalContent>;
