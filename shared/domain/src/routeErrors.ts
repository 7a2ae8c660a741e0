import { PAGE_NOT_FOUND_MESSAGE } from './messages';

/** Spec 2.3 / 8 "Routing and system": the error pages (their texts are in messages.ts). */
export const DEFAULT_ROUTE_ERROR_STATUS = 500;

/** An error a page throws on purpose, with the status its error page shows. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}

/** Spec 8: a missing route parameter is an 'Expected … to be defined' error. */
export function missingParamError(name: string): RouteError {
  return new RouteError(DEFAULT_ROUTE_ERROR_STATUS, `Expected the route parameter "${name}" to be defined`);
}

/** The status an error page shows: the error's own HTTP-like status when it has one, else 500. */
export function routeErrorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : DEFAULT_ROUTE_ERROR_STATUS;
}

/** The heading of an error page for a status. */
export function routeErrorTitle(status: number): string {
  return status === 404 ? PAGE_NOT_FOUND_MESSAGE : 'Something went wrong';
}
