import { isEuCountry, vatNumberPrefix, vatNumberProblem } from '@shop/commerce';
import { z } from 'zod';
import { AreaInfo, CurrencyCode } from './common.ts';

/**
 * A dealer application (spec customer-center §2 'New customer' and 'New customer by sales manager'; the spec
 * shows no fields, ADR 42 chooses them): the company, its VAT number, billing and shipping address, a contact,
 * the currency it wants to buy in and a message. Every text is bounded, so a stored application and the
 * shop's e-mail about it stay small.
 */

const requiredText = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is at most ${max} characters`);

const optionalText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} is at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

/** An address of the applying company: where to invoice, and where to deliver. */
export const ApplicationAddress = z.object({
  address1: requiredText('address1', 120),
  address2: optionalText('address2', 120),
  postalCode: requiredText('postalCode', 20),
  city: requiredText('city', 80),
  countryCode: z
    .string({ error: 'countryCode is required' })
    .trim()
    .regex(/^[A-Z]{2}$/, 'countryCode must be a two-letter ISO code like DK'),
});
export type ApplicationAddress = z.infer<typeof ApplicationAddress>;

/**
 * The VAT number as a company writes it (`DK12345678`, `GB 123 4567 89`): two to thirty letters, digits,
 * spaces, dots and dashes, starting with a letter or digit. Staff check it against the registry; the form
 * only refuses what cannot be one.
 */
export const VatNumber = z
  .string({ error: 'vatNumber is required' })
  .trim()
  .min(1, 'vatNumber is required')
  .max(30, 'vatNumber is at most 30 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 .-]+$/, 'vatNumber may hold letters, digits, spaces, dots and dashes');

export const ApplicationContact = z.object({
  name: requiredText('name', 120),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .max(200, 'email is at most 200 characters')
    .pipe(z.email({ error: 'email must be an e-mail address' })),
  phone: requiredText('phone', 40).regex(
    /^\+?[0-9 ()./-]{4,}$/,
    'phone may hold digits, spaces and + ( ) . / -',
  ),
});
export type ApplicationContact = z.infer<typeof ApplicationContact>;

/**
 * A company in an EU member state must give a VAT number of that state (its prefix and pattern, ADR 67): the
 * number decides whether it buys under reverse charge, so one that cannot be its own is refused at once.
 * Companies outside the EU write their own registry's number, which staff check.
 */
export const DealerApplication = z
  .object({
    companyName: requiredText('companyName', 120),
    vatNumber: VatNumber,
    billingAddress: ApplicationAddress,
    /** null: deliver to the billing address. */
    shippingAddress: ApplicationAddress.nullable().default(null),
    contact: ApplicationContact,
    /** The currency the company wants to buy in. */
    currencyCode: CurrencyCode,
    message: optionalText('message', 2000),
  })
  .superRefine((application, context) => {
    const country = application.billingAddress.countryCode;
    if (!isEuCountry(country) || vatNumberProblem(application.vatNumber, country) === null) return;
    context.addIssue({
      code: 'custom',
      path: ['vatNumber'],
      message: `vatNumber must be a VAT number of ${country}: ${vatNumberPrefix(country)} and its digits`,
    });
  });
export type DealerApplication = z.infer<typeof DealerApplication>;
export type DealerApplicationInput = z.input<typeof DealerApplication>;

/** SubmitDealerApplication and SubmitProspectApplication: the area (language of the shop's mail) and the form. */
export const SubmitDealerApplicationBody = z.object({ area: AreaInfo, application: DealerApplication });
export type SubmitDealerApplicationBody = z.infer<typeof SubmitDealerApplicationBody>;

/** The stored application's number (the applicant's reference when they write to the shop) and when it came. */
export const SubmitDealerApplicationResponse = z.object({
  applicationId: z.string(),
  receivedAt: z.string(),
});
export type SubmitDealerApplicationResponse = z.infer<typeof SubmitDealerApplicationResponse>;
