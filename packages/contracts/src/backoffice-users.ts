import { z } from 'zod';
import { LanguageCode, PermissionScope } from './common.ts';

/**
 * The back office's users and mail templates (ADR 54): staff search users of every customer, deactivate and
 * reactivate them, download them as CSV, and edit the password mails' texts per area and language.
 */

/** The password link mails staff may edit: the recovery (reset) mail and a colleague's invitation. */
export const recoveryMailTemplateKinds = ['reset', 'invite'] as const;
export const RecoveryMailTemplateKind = z.enum(recoveryMailTemplateKinds);
export type RecoveryMailTemplateKind = z.infer<typeof RecoveryMailTemplateKind>;

/**
 * The `{placeholder}`s each mail fills: `{link}` the single-use link (required in the body, never in the
 * subject: it carries the token), `{validity}` how long it works ("The link works once, for 60 minutes."),
 * `{name}` and `{username}` of the recipient; invitations add `{inviter}` and `{customer}`.
 */
export const recoveryMailPlaceholderNames = [
  'name',
  'username',
  'inviter',
  'customer',
  'link',
  'validity',
] as const;
export type RecoveryMailPlaceholder = (typeof recoveryMailPlaceholderNames)[number];
export const recoveryMailPlaceholders: Record<RecoveryMailTemplateKind, readonly RecoveryMailPlaceholder[]> =
  {
    reset: ['name', 'username', 'link', 'validity'],
    invite: ['name', 'username', 'inviter', 'customer', 'link', 'validity'],
  };
export const requiredBodyPlaceholders = ['link'] as const;
export const subjectForbiddenPlaceholders = ['link'] as const;

export const mailTemplateLimits = { subjectMax: 200, bodyMax: 10_000 } as const;

const AreaIdField = z.string().trim().min(1, 'areaId is required').max(50, 'areaId is at most 50 characters');

/** Every `{…}` of a text (the insides), in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{([^{}\n]{0,60})\}/g)].map((match) => match[1] ?? '');
}

/** A rule a template breaks: `placeholders` names the placeholders concerned (without braces). */
export type TemplateProblem = {
  field: 'subject' | 'body';
  code: 'unknown-placeholder' | 'placeholder-required' | 'placeholder-not-allowed';
  placeholders: string[];
  message: string;
};

/** What is wrong with a template's placeholders for its kind (empty when it may be saved). */
export function templateProblems(
  kind: RecoveryMailTemplateKind,
  subject: string,
  body: string,
): TemplateProblem[] {
  const known: readonly string[] = recoveryMailPlaceholders[kind];
  const list = known.map((name) => `{${name}}`).join(', ');
  const braced = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');
  const problems: TemplateProblem[] = [];
  for (const [field, text] of [
    ['subject', subject],
    ['body', body],
  ] as const) {
    const unknown = [...new Set(placeholdersIn(text).filter((name) => !known.includes(name)))];
    if (unknown.length > 0) {
      problems.push({
        field,
        code: 'unknown-placeholder',
        placeholders: unknown,
        message: `unknown placeholder ${braced(unknown)}: the ${kind} mail knows ${list}`,
      });
    }
  }
  const missing = requiredBodyPlaceholders.filter((name) => !body.includes(`{${name}}`));
  if (missing.length > 0) {
    problems.push({
      field: 'body',
      code: 'placeholder-required',
      placeholders: [...missing],
      message: `body must contain ${braced(missing)}`,
    });
  }
  const forbidden = subjectForbiddenPlaceholders.filter((name) => subject.includes(`{${name}}`));
  if (forbidden.length > 0) {
    problems.push({
      field: 'subject',
      code: 'placeholder-not-allowed',
      placeholders: [...forbidden],
      message: `subject must not contain ${braced(forbidden)}`,
    });
  }
  return problems;
}

export const RecoveryMailTemplateRef = z.object({
  areaId: AreaIdField,
  template: RecoveryMailTemplateKind,
  languageCode: LanguageCode,
});
export type RecoveryMailTemplateRef = z.infer<typeof RecoveryMailTemplateRef>;

/** A template's texts: checked by the contract, so a bad one is a 400 naming the field and the problem. */
export const RecoveryMailTemplateBody = RecoveryMailTemplateRef.extend({
  subject: z
    .string()
    .trim()
    .min(1, 'subject is required')
    .max(mailTemplateLimits.subjectMax, `subject is at most ${mailTemplateLimits.subjectMax} characters`)
    .refine((text) => !/[\r\n]/.test(text), { message: 'subject must be one line' }),
  body: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, 'body is required')
        .max(mailTemplateLimits.bodyMax, `body is at most ${mailTemplateLimits.bodyMax} characters`),
    ),
}).superRefine((value, context) => {
  for (const problem of templateProblems(value.template, value.subject, value.body)) {
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.message, input: undefined });
  }
});
export type RecoveryMailTemplateBody = z.infer<typeof RecoveryMailTemplateBody>;

export const GetRecoveryMailTemplatesBody = z.object({ areaId: AreaIdField.default('b2b') });

export const RecoveryMailTemplate = z.object({
  template: RecoveryMailTemplateKind,
  languageCode: LanguageCode,
  subject: z.string(),
  body: z.string(),
  /** True while no staff member has edited it: the texts are the built-in ones from the translations. */
  isDefault: z.boolean(),
  /** ISO 8601 and the staff member's name of the last edit; null for the default. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The placeholders this mail fills, and those the body must hold. */
  placeholders: z.array(z.enum(recoveryMailPlaceholderNames)),
  requiredPlaceholders: z.array(z.enum(recoveryMailPlaceholderNames)),
});
export type RecoveryMailTemplate = z.infer<typeof RecoveryMailTemplate>;

export const GetRecoveryMailTemplatesResponse = z.object({
  areaId: z.string(),
  limits: z.object({ subjectMax: z.number().int(), bodyMax: z.number().int() }),
  templates: z.array(RecoveryMailTemplate),
});
export type GetRecoveryMailTemplatesResponse = z.infer<typeof GetRecoveryMailTemplatesResponse>;

export const RecoveryMailTemplateResponse = z.object({ template: RecoveryMailTemplate });

/** A mail as it would be sent, with sample values for the placeholders. */
export const RecoveryMailPreview = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type RecoveryMailPreview = z.infer<typeof RecoveryMailPreview>;

/** A user as the back office lists them: any customer's, sales staff and staff. */
export const BackofficeUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  customerNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  roles: z.array(z.string()),
  permissionScope: PermissionScope,
  active: z.boolean(),
  /** ISO 8601; null for a user who has never logged in. */
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  isCurrentUser: z.boolean(),
});
export type BackofficeUser = z.infer<typeof BackofficeUser>;

export const SearchBackofficeUsersBody = z.object({
  /** Part of the name, username, e-mail, customer number or customer name; empty lists everyone. */
  query: z.string().trim().max(200, 'query is at most 200 characters').default(''),
  /** Only active (true) or deactivated (false) users; absent: both. */
  active: z.boolean().optional(),
  pageNr: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(25),
});
export type SearchBackofficeUsersBody = z.input<typeof SearchBackofficeUsersBody>;

export const SearchBackofficeUsersResponse = z.object({
  users: z.array(BackofficeUser),
  total: z.number().int(),
  pageNr: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type SearchBackofficeUsersResponse = z.infer<typeof SearchBackofficeUsersResponse>;

export const SetBackofficeUserActiveBody = z.object({
  userId: z.string().trim().min(1, 'userId is required').max(200),
  active: z.boolean(),
});

export const SetBackofficeUserActiveResponse = z.object({
  user: BackofficeUser,
  /** Sessions ended by a deactivation (0 otherwise). */
  revokedSessions: z.number().int(),
});
export type SetBackofficeUserActiveResponse = z.infer<typeof SetBackofficeUserActiveResponse>;
