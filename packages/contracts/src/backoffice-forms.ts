import { z } from 'zod';
import { LanguageCode } from './common.ts';
import { DealerApplication } from './dealer-application.ts';
import { FormFieldType } from './form-block.ts';

/**
 * The back office's calls for dealer applications (ADR 42's, read and decided by staff) and form submissions
 * (Form/SendForm's): lists with a filter, one item's detail, and an application's decision (ADR 53).
 */

export const dealerApplicationStatuses = ['new', 'approved', 'rejected'] as const;
export const DealerApplicationStatus = z.enum(dealerApplicationStatuses);
export type DealerApplicationStatus = z.infer<typeof DealerApplicationStatus>;

const Paging = {
  skip: z.number().int().min(0).max(1_000_000).default(0),
  take: z.number().int().min(1).max(100).default(25),
};

const numericId = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{0,15}$/, `${name} is a number`);

export const GetDealerApplicationsBody = z.object({
  status: DealerApplicationStatus.optional(),
  ...Paging,
});
export type GetDealerApplicationsBody = z.infer<typeof GetDealerApplicationsBody>;

export const DealerApplicationSummary = z.object({
  applicationId: z.string(),
  /** dealer: the company's own; salesManager: filed by sales staff for a prospect. */
  kind: z.enum(['dealer', 'salesManager']),
  companyName: z.string(),
  vatNumber: z.string(),
  contactEmail: z.string(),
  currencyCode: z.string(),
  areaId: z.string(),
  languageCode: z.string(),
  status: DealerApplicationStatus,
  createdAt: z.string(),
});
export type DealerApplicationSummary = z.infer<typeof DealerApplicationSummary>;

export const GetDealerApplicationsResponse = z.object({
  items: z.array(DealerApplicationSummary),
  itemsTotal: z.number().int(),
});
export type GetDealerApplicationsResponse = z.infer<typeof GetDealerApplicationsResponse>;

export const GetDealerApplicationBody = z.object({ applicationId: numericId('applicationId') });

const StaffMember = z.object({ name: z.string(), email: z.string() });

export const dealerApplicationEventKinds = [
  'received',
  'approved',
  'invitation-mailed',
  'rejected',
  'rejection-mailed',
] as const;
export const DealerApplicationEventKind = z.enum(dealerApplicationEventKinds);
export type DealerApplicationEventKind = z.infer<typeof DealerApplicationEventKind>;

/**
 * One line of an application's timeline, oldest first: received (by the sales person who filed it, or null for
 * the company), approved or rejected (by the staff user who decided), and the mail that told the applicant.
 */
export const DealerApplicationEvent = z.object({
  kind: DealerApplicationEventKind,
  /** When it happened (ISO 8601, UTC; screens show it in Copenhagen time). */
  at: z.string(),
  by: StaffMember.nullable(),
  /** approved: the customer the approval created. */
  customerNumber: z.string().nullable(),
  /** invitation-mailed, rejection-mailed: the address the mail went to. */
  email: z.string().nullable(),
});
export type DealerApplicationEvent = z.infer<typeof DealerApplicationEvent>;

export const DealerApplicationDetail = DealerApplicationSummary.extend({
  application: DealerApplication,
  /** The sales person who filed it for a prospect; null for the company's own application. */
  filedBy: StaffMember.nullable(),
  /** The customer an approval created (with its first user, invited by mail); null until then. */
  customerNumber: z.string().nullable(),
  timeline: z.array(DealerApplicationEvent),
});
export type DealerApplicationDetail = z.infer<typeof DealerApplicationDetail>;

export const UpdateDealerApplicationStatusBody = z.object({
  applicationId: numericId('applicationId'),
  /**
   * A new application is approved (creating the customer and its first user, who is mailed an invitation) or
   * rejected (the applicant is mailed the answer) once; the decision is final (409 otherwise).
   */
  status: z.enum(['approved', 'rejected']),
});
export type UpdateDealerApplicationStatusBody = z.infer<typeof UpdateDealerApplicationStatusBody>;

export const GetFormSubmissionsBody = z.object({
  formKey: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9-]*$/, 'formKey is lower-case letters, digits and dashes')
    .optional(),
  ...Paging,
});
export type GetFormSubmissionsBody = z.infer<typeof GetFormSubmissionsBody>;

export const FormSubmissionSummary = z.object({
  submissionId: z.string(),
  formKey: z.string(),
  areaId: z.string(),
  languageCode: z.string(),
  mailedTo: z.string(),
  /** The sender's e-mail address when the form has an `email` field, else null. */
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type FormSubmissionSummary = z.infer<typeof FormSubmissionSummary>;

export const GetFormSubmissionsResponse = z.object({
  items: z.array(FormSubmissionSummary),
  itemsTotal: z.number().int(),
  /** Every form key that has submissions (the filter's choices). */
  formKeys: z.array(z.string()),
});
export type GetFormSubmissionsResponse = z.infer<typeof GetFormSubmissionsResponse>;

export const GetFormSubmissionBody = z.object({
  submissionId: numericId('submissionId'),
  /** The language of the page reading it: the form's title and labels are given in it (ADR 80). */
  languageCode: LanguageCode.optional(),
});

/** A field of a submission as sent, with what the form's definition says of it in the reading language. */
export const FormSubmissionField = z.object({
  name: z.string(),
  value: z.string(),
  /** The field's label in the form's definition; null when the form (or the field) is no longer defined. */
  label: z.string().nullable(),
  /** The field's type in the definition (a checkbox's value is `true`/`false`); null when not defined. */
  type: FormFieldType.nullable(),
  /** A select's value: the label of the chosen option; null otherwise. */
  valueLabel: z.string().nullable(),
});
export type FormSubmissionField = z.infer<typeof FormSubmissionField>;

export const FormSubmissionDetail = FormSubmissionSummary.extend({
  /** The form's heading in the reading language; null when it has none (or is no longer defined). */
  formTitle: z.string().nullable(),
  /** The fields in the form's order (fields it no longer defines last, by name). */
  fields: z.array(FormSubmissionField),
  userId: z.string().nullable(),
});
export type FormSubmissionDetail = z.infer<typeof FormSubmissionDetail>;
