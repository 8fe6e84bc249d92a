import type { ErrorIssue } from '../../shared/schemas/error';

/**
 * Typed errors thrown anywhere in a handler's call chain. The dispatcher turns them into the one
 * error body `{ code, message, issues? }` with their status, in one place.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The time asked for has nobody free any more (a race for the last slot): with what is still free. */
export class SlotTakenError extends AppError {
  constructor(
    message: string,
    readonly freeTimes: string[],
  ) {
    super(409, 'slot_taken', message);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code = 'bad_request') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue', code = 'unauthorized') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that', code = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limitBytes: number) {
    super(413, 'payload_too_large', `The request body must be at most ${limitBytes} bytes`);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, 'unsupported_media_type', 'Send the request body as application/json');
  }
}

export class ValidationError extends AppError {
  constructor(issues: ErrorIssue[], message = 'Some fields need attention') {
    super(422, 'validation_failed', message, issues);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is briefly unavailable. Please try again in a moment.') {
    super(503, 'service_unavailable', message);
  }
}
