import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '@/lib/contract/errors';
import { ApiError, UserFacingError, describeError, errorFromResponse } from './api-error';

describe('error codes on the client', () => {
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

  it('shows the words of errors written for people, and a sentence instead of anything else', () => {
    expect(describeError(new UserFacingError('mission.kml: line 3: unclosed <Placemark>'))).toBe(
      'mission.kml: line 3: unclosed <Placemark>',
    );
    expect(describeError(new TypeError("Cannot read properties of undefined (reading 'x')"), 'Export failed.')).toBe('Export failed.');
    expect(describeError(new ApiError(0, 'NETWORK', 'offline'))).toMatch(/Cannot reach the service/);
  });
});
