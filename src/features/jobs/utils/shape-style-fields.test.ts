import { describe, expect, it } from 'vitest';
import { longHex, parseStyleField, styleFieldsFor } from './shape-style-fields';

describe('parseStyleField', () => {
  it('takes hex colours, and removes the property when the field is emptied', () => {
    expect(parseStyleField('stroke', '#ff0000', {})).toEqual({ value: '#ff0000' });
    expect(parseStyleField('fill', ' #abc ', {})).toEqual({ value: '#abc' });
    expect(parseStyleField('fill', 'red', {})).toEqual({ error: 'A hex colour such as #ff0000' });
    expect(parseStyleField('stroke', '', { stroke: '#fff' })).toEqual({ value: undefined });
  });
  it('checks numbers and their ranges as the service does', () => {
    expect(parseStyleField('stroke-width', '3', {})).toEqual({ value: 3 });
    expect(parseStyleField('stroke-width', '3px', {})).toEqual({ error: 'Enter a number' });
    expect(parseStyleField('fill-opacity', '1.5', {})).toEqual({ error: 'Between 0 and 1' });
    expect(parseStyleField('stroke-opacity', '.4', {})).toEqual({ value: 0.4 });
  });
  it('keeps the floor below the ceiling', () => {
    expect(parseStyleField('ceiling', '120', { floor: 30 })).toEqual({ value: 120 });
    expect(parseStyleField('ceiling', '20', { floor: 30 })).toEqual({ error: 'The ceiling must be above the floor' });
    expect(parseStyleField('floor', '150', { ceiling: '120' })).toEqual({ error: 'The floor must be below the ceiling' });
    expect(parseStyleField('floor', '-5', {})).toEqual({ value: -5 });
    expect(parseStyleField('floor', '99999', {})).toEqual({ error: 'A height in metres between -1000 and 20000' });
  });
});

describe('styleFieldsFor', () => {
  it('offers fill and altitudes for areas only', () => {
    expect(styleFieldsFor('exclusion').map((f) => f.key)).toContain('ceiling');
    expect(styleFieldsFor('obstacle').map((f) => f.key)).toEqual(['stroke', 'stroke-width', 'stroke-opacity']);
    expect(styleFieldsFor('point').map((f) => f.key)).toEqual(['stroke']);
  });
});

it('longHex expands the short form for the colour picker', () => {
  expect(longHex('#AbC')).toBe('#aabbcc');
  expect(longHex('#12345')).toBeNull();
});
