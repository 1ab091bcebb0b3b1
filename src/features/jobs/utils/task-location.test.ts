import { describe, expect, it } from 'vitest';
import { checkLocation, locationText } from './task-location';

describe('checkLocation', () => {
  it('accepts a point in decimal degrees, a comma as decimal mark too', () => {
    expect(checkLocation({ lat: '47.37', lng: '8,54' })).toEqual({ value: { lat: 47.37, lng: 8.54 }, errors: {} });
    expect(checkLocation({ lat: ' -90 ', lng: '180' }).value).toEqual({ lat: -90, lng: 180 });
  });
  it('takes two empty fields as no location', () => {
    expect(checkLocation({ lat: '', lng: ' ' })).toEqual({ value: null, errors: {} });
  });
  it('names the field out of range or not a number', () => {
    const r = checkLocation({ lat: '91', lng: '12abc' });
    expect(r.value).toBeUndefined();
    expect(r.errors.lat).toMatch(/between −90 and 90/);
    expect(r.errors.lng).toMatch(/must be a number/);
    expect(checkLocation({ lat: '0', lng: '-180.5' }).errors).toEqual({ lng: 'Longitude must be between −180 and 180' });
  });
  it('asks for the other field when only one is given', () => {
    expect(checkLocation({ lat: '', lng: '8' }).errors.lat).toMatch(/latitude too/);
    expect(checkLocation({ lat: '47', lng: '' }).errors.lng).toMatch(/longitude too/);
  });
  it('shows stored numbers without float noise', () => {
    expect(locationText(47.123456789)).toBe('47.123457');
    expect(locationText(undefined)).toBe('');
  });
});
