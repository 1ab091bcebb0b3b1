import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '@/lib/contract/errors';
import { ApiError, UserFacingError, describeError, errorFromResponse, reportUnexpectedError } from './api-error';

describe('error codes on the client', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(ERROR_CODES)('reads %s from the service body with its status, message and field', (code) => {
    const err = errorFromResponse(ERROR_STATUS[code], { error: { code, message: `because ${code}`, field: 'route.1.lat' } });
    expect(err).toBeInstanceOf(ApiError);
    expect(err.is(code)).toBe(true);
    expect(err.status).toBe(ERROR_STATUS[code]);
    expect(err.field).toBe('route.1.lat');
    expect(describeError(err)).toBe(`because ${code}`);
  });

  it('names no code of ours for a foreign body, and still says what happened', () => {
    const err = errorFromResponse(412, { message: 'The device has no sourceUrl configured' });
    expect(ERROR_CODES.some((c) => err.is(c))).toBe(false);
    expect(err.code).toBe('HTTP_412');
    expect(describeError(err)).toBe('The device has no sourceUrl configured');
  });

  it('shows the words of errors written for people, and the caller’s sentence with the cause (logged) for anything else', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(describeError(new UserFacingError('mission.kml: line 3: unclosed <Placemark>'))).toBe(
      'mission.kml: line 3: unclosed <Placemark>',
    );
    expect(describeError(new TypeError("Cannot read properties of undefined (reading 'x')"), 'Export failed.')).toBe(
      "Export failed. (TypeError: Cannot read properties of undefined (reading 'x'))",
    );
    expect(describeError(new ApiError(0, 'NETWORK', 'offline'))).toMatch(/Cannot reach the service/);
    expect(describeError(new DOMException('Aborted', 'AbortError'))).toBe('It was cancelled before it finished.');
    // Only the TypeError is a bug: it is logged even though the caller had words for it.
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('errors the app did not expect', () => {
  afterEach(() => vi.restoreAllMocks());

  it('say that the dashboard failed and what happened, never only “something went wrong”, and are logged once', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'map')");
    const text = describeError(bug);
    expect(text).toBe(
      "The dashboard failed on its side (TypeError: Cannot read properties of undefined (reading 'map')). Reload the page and try again; if it happens again, report this message.",
    );
    expect(describeError(bug)).toBe(text); // shown at every render, logged once
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Unexpected error:', bug);
    expect(describeError('a thrown string')).toMatch(/\(a thrown string\)/);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('are told from the expected ones, which are not logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportUnexpectedError(new ApiError(500, 'INTERNAL', 'boom'));
    reportUnexpectedError(new UserFacingError('unreadable'));
    reportUnexpectedError(new DOMException('Aborted', 'AbortError'));
    expect(log).not.toHaveBeenCalled();
    const bug = new RangeError('bad');
    reportUnexpectedError(bug, 'a change');
    expect(log).toHaveBeenCalledWith('Unexpected error in a change:', bug);
  });
});
