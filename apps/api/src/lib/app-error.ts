import {
  describeValidationIssue,
  type ErrorCode,
  errorCatalogue,
  type ValidationIssue,
} from '@shop/contracts';

/**
 * Fields a contract defines beside `{ message, errorCode, type }`: `issues` when the service knows which field
 * it refuses, or a code's own fields (ImportCart's `rowErrors`). They can never replace those three.
 */
export type AppErrorExtra = { readonly issues?: readonly ValidationIssue[] } & Readonly<
  Record<string, unknown>
>;

/**
 * An expected failure, named by its code in the error catalogue (packages/contracts error-codes.ts): the
 * catalogue decides its HTTP status and exception `type`, so a throw site cannot answer the same code with a
 * different status. The one error handler turns it into `{ message, errorCode, type }` with that status;
 * anything that is not an AppError becomes a 500 without details.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly type: string;

  constructor(
    readonly errorCode: ErrorCode,
    message: string,
    readonly extra?: AppErrorExtra,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorCatalogue[errorCode].status;
    this.type = errorCatalogue[errorCode].type;
  }
}

/**
 * `throw appError('cart-not-found', message)`: the code says what happened (to clients and the catalogue), the
 * message says it to a person.
 */
export const appError = (errorCode: ErrorCode, message: string, extra?: AppErrorExtra) =>
  new AppError(errorCode, message, extra);

/**
 * A `validation-failed` 400 naming each field it refuses (`body.shippingAddress.zipCode`, `query.AreaId`): forms
 * put each issue beside its field; the message lists them all, `body/shippingAddress.zipCode: Required; …`.
 */
export const validationFailed = (issues: readonly ValidationIssue[]) =>
  appError('validation-failed', issues.map(describeValidationIssue).join('; '), { issues });

/** The fixed answer to a request without a valid token where the route needs one. */
export const unauthorized = () => appError('Unauthorized', 'Unauthorized');

/** The fixed answer to a caller whose role or customer the route does not allow. */
export const forbidden = () => appError('Forbidden', 'Forbidden');

/**
 * The answer to staff viewing a customer's prices (ADR 82) when a call would act in that customer's name: a
 * basket, a checkout, an order, the customer center.
 */
export const priceViewNotActing = (customerNumber: string) =>
  appError(
    'price-view.not-acting',
    `You are viewing prices as customer ${customerNumber} and do not act for them: nothing can be put in a basket, ordered or read in their name. Stop viewing their prices, or act for them from the sales area.`,
  );

/**
 * The fixed answer to a user whose customer is deactivated, at login and on every customer-scoped call (spec §4:
 * the shop logs them out and shows this key; ADR 37).
 */
export const accountDeactivated = () =>
  appError('validation.logget-out-account-deactivated', 'The customer account has been deactivated');

/** The catalogue's codes answered with `status`: a helper named after a status takes only those. */
type CodeOfStatus<S extends number> = {
  [C in ErrorCode]: (typeof errorCatalogue)[C]['status'] extends S ? C : never;
}[ErrorCode];

/** Something the request names does not exist: the generic `not-found`, or a 404 code of the catalogue. */
export const notFound = (message = 'Not Found', errorCode: CodeOfStatus<404> = 'not-found') =>
  appError(errorCode, message);

/** A request the route refuses itself: `bad-request`, or a 400 code of the catalogue. */
export const badRequest = (message: string, errorCode: CodeOfStatus<400> = 'bad-request') =>
  appError(errorCode, message);
