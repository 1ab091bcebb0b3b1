// The styling and altitude properties of one geofence shape as form fields: which apply to which
// kind of shape, and what a field's text means. The rules are the contract's (FeaturePropertiesSchema,
// the same the service checks), so the form and the service cannot disagree.
import { altitudeBandProblem, FeaturePropertiesSchema, type GeoFeature } from '@/lib/contract/geojson';
import type { ShapeKind } from './geofence-edits';

export type StyleKey = 'stroke' | 'stroke-width' | 'stroke-opacity' | 'fill' | 'fill-opacity' | 'floor' | 'ceiling';

export interface StyleField {
  key: StyleKey;
  label: string;
  type: 'colour' | 'number';
  hint: string;
}

const FIELDS: Record<StyleKey, StyleField> = {
  stroke: { key: 'stroke', label: 'Border colour', type: 'colour', hint: 'hex, e.g. #ef4444' },
  'stroke-width': { key: 'stroke-width', label: 'Border width', type: 'number', hint: 'px, 0–50' },
  'stroke-opacity': { key: 'stroke-opacity', label: 'Border opacity', type: 'number', hint: '0–1' },
  fill: { key: 'fill', label: 'Fill colour', type: 'colour', hint: 'hex' },
  'fill-opacity': { key: 'fill-opacity', label: 'Fill opacity', type: 'number', hint: '0–1' },
  floor: { key: 'floor', label: 'Floor', type: 'number', hint: 'm; empty: no floor' },
  ceiling: { key: 'ceiling', label: 'Ceiling', type: 'number', hint: 'm; empty: no ceiling' },
};

const BY_KIND: Record<ShapeKind, StyleKey[]> = {
  inclusion: ['stroke', 'stroke-width', 'stroke-opacity', 'fill', 'fill-opacity', 'floor', 'ceiling'],
  exclusion: ['stroke', 'stroke-width', 'stroke-opacity', 'fill', 'fill-opacity', 'floor', 'ceiling'],
  obstacle: ['stroke', 'stroke-width', 'stroke-opacity'],
  point: ['stroke'],
};

export const styleFieldsFor = (kind: ShapeKind): StyleField[] => BY_KIND[kind].map((k) => FIELDS[k]);

export type ParsedField = { value: string | number | undefined } | { error: string };

const NUMBER = /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/**
 * What `text` typed in field `key` stands for, given the shape's other properties: the value to
 * store (undefined: remove the property, the default style applies), or why it cannot be stored.
 */
export function parseStyleField(key: StyleKey, text: string, properties: GeoFeature['properties']): ParsedField {
  if (text.trim() === '') return { value: undefined };
  const field = FIELDS[key];
  if (field.type === 'number' && !NUMBER.test(text)) return { error: 'Enter a number' };
  const value = field.type === 'number' ? Number(text) : text.trim();
  const checked = FeaturePropertiesSchema.shape[key].safeParse(value);
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? 'Not a valid value' };
  if (key === 'floor' || key === 'ceiling') {
    const band = { floor: properties?.floor, ceiling: properties?.ceiling, [key]: value };
    const problem = altitudeBandProblem(band.floor, band.ceiling);
    if (problem) return { error: key === 'floor' ? 'The floor must be below the ceiling' : problem };
  }
  return { value };
}

/** A stored value as the field shows it. */
export const fieldText = (v: unknown): string => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');

/** `#rgb` → `#rrggbb` for the colour picker (which takes only the long form); null when not a colour. */
export function longHex(text: string): string | null {
  const t = text.trim();
  if (/^#[0-9a-f]{6}$/i.test(t)) return t.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(t)) return `#${[...t.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return null;
}
