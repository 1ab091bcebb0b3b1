/** Error codes shared by the GraphQL API (extensions.code) and the upload route (HTTP status). */
export type MediaErrorCode = 'BAD_USER_INPUT' | 'NOT_FOUND';

/** A client mistake in the media drive. Each transport renders it in its own error shape. */
export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const mediaNotFound = (what = 'Media item') => new MediaError('NOT_FOUND', `${what} not found`);
export const badMediaInput = (message: string, field?: string) => new MediaError('BAD_USER_INPUT', message, field);
