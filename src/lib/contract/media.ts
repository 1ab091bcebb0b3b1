import { z } from 'zod';

/**
 * Media drive (GraphQL at {media_graphql_url}, auth area "media": raw `authorization: <idToken>`).
 * The spec's Media item, metadata, thermalData and annotations, the list page with its
 * pagination key, and the extension upload response. The SPA parses leniently (every
 * optional field may be missing or null); the SDL is docs/api/schema.graphql.
 */

/** Item type keys (F: folder, as sample responses show). The spec's U is "undefined": shown as "other", not a word that reads as a bug. */
export const MEDIA_TYPES = {
  I: 'image',
  V: 'video',
  M: 'model',
  R: 'report',
  FL: 'flight log',
  D: 'document',
  U: 'other',
  F: 'folder',
} as const;
export type MediaTypeKey = keyof typeof MEDIA_TYPES;

export const FOLDER_MIME = 'application/vnd.service.folder';

const opt = <T extends z.ZodType>(s: T) => s.nullish();

export const ThermalCalibrationSchema = z.object({
  emissivity: opt(z.number()),
  reflectedTemperature: opt(z.number()),
  atmosphericTemperature: opt(z.number()),
  humidity: opt(z.number()),
  distance: opt(z.number()),
  transmissivity: opt(z.number()),
});

export const ThermalDataSchema = z.object({
  isThermal: opt(z.boolean()),
  hasRadiometricData: opt(z.boolean()),
  minTemperature: opt(z.number()),
  maxTemperature: opt(z.number()),
  calibration: opt(ThermalCalibrationSchema),
  tmapStoragePath: opt(z.string()),
});

export const MediaMetadataSchema = z.object({
  size: opt(z.number()),
  childItemsNumber: opt(z.number()),
  addonId: opt(z.string()),
  deviceId: opt(z.string()),
  droneSerialNumber: opt(z.string()),
  pilotId: opt(z.string()),
  pilotName: opt(z.string()),
  annotationCount: opt(z.number()),
  make: opt(z.string()),
  model: opt(z.string()),
  orientation: opt(z.number()),
  software: opt(z.string()),
  camaperturevalue: opt(z.number()),
  camfnumber: opt(z.number()),
  camfocallength: opt(z.number()),
  camfocallengthin35mmformat: opt(z.number()),
  camiso: opt(z.number()),
  camShutterSpeed: opt(z.string()),
  camExposureBiasValue: opt(z.number()),
  digitalZoom: opt(z.number()),
  gpsalt: opt(z.number()),
  gpsaltref: opt(z.number()),
  gpslat: opt(z.number()),
  gpslatref: opt(z.string()),
  gpslng: opt(z.number()),
  gpslngref: opt(z.string()),
  baseAltitude: opt(z.number()),
  exifimagewidth: opt(z.number()),
  exifimageheight: opt(z.number()),
  gimbalpitchdegree: opt(z.number()),
  gimbalyawdegree: opt(z.number()),
  gimbalrolldegree: opt(z.number()),
  isAutomatedFlight: opt(z.boolean()),
  automationid: opt(z.string()),
  createdate: opt(z.string()),
  modifydate: opt(z.string()),
  lastmodified: opt(z.string()),
  type: opt(z.string()),
  width: opt(z.number()),
  height: opt(z.number()),
  /** Pairs of [lat, lng]. */
  bounds: opt(z.array(z.array(z.number().nullable()))),
  is360: opt(z.boolean()),
  /** Seconds (video). */
  duration: opt(z.number()),
  isPanoramic: opt(z.boolean()),
  thermalData: opt(ThermalDataSchema),
  /** JSON object as a string (the reference service puts thumbnailPath and extra DJI fields here). */
  additionalProperties: opt(z.string()),
});
export type MediaMetadata = z.infer<typeof MediaMetadataSchema>;

export const MediaItemSchema = z.object({
  id: z.string(),
  teamId: opt(z.string()),
  parentId: opt(z.string()),
  tags: opt(z.string()),
  type: opt(z.string()),
  location: opt(z.string()),
  deviceId: opt(z.string()),
  name: opt(z.string()),
  createdAt: opt(z.union([z.string(), z.number()])),
  updatedAt: opt(z.union([z.string(), z.number()])),
  uploadedAt: opt(z.union([z.string(), z.number()])),
  ownerId: opt(z.string()),
  storagePath: opt(z.string()),
  mimeType: opt(z.string()),
  metadata: opt(MediaMetadataSchema),
  /** JSON string keyed by add-on id; see parseAnnotations. */
  annotations: opt(z.string()),
  isApproved: opt(z.boolean()),
  /** Extension of the reference service: CDN path of a JPEG thumbnail. */
  thumbnailPath: opt(z.string()),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

const tokenField = opt(z.string());
/** The spec's pagination key; pass it back unchanged. */
export const MediaNextTokenSchema = z.object({
  pk: tokenField,
  sk: tokenField,
  locationCreatedAt: tokenField,
  teamId: tokenField,
  teamIdType: tokenField,
  createdAt: tokenField,
  searchNameCreatedAt: tokenField,
  searchName: tokenField,
  deviceId: tokenField,
  type: tokenField,
});
export type MediaNextToken = z.infer<typeof MediaNextTokenSchema>;

export const MediaListSchema = z.object({ items: z.array(MediaItemSchema), nextToken: MediaNextTokenSchema.nullish() });
export type MediaList = z.infer<typeof MediaListSchema>;

export const AnnotationLabelSchema = z.object({
  shapeType: z.enum(['POLYGON', 'RECTANGLE', 'POINT']),
  category: z.string(),
  severity: opt(z.number()),
  comment: opt(z.string()),
  color: opt(z.string()),
  updatedAt: z.union([z.string(), z.number()]),
  bbox: opt(z.array(z.number())),
  area: opt(z.number()),
  distance: opt(z.number()),
  isAI: opt(z.boolean()),
  isAccepted: opt(z.boolean()),
  isModified: opt(z.boolean()),
  /** Extension (docs/decisions.md, "Evidence links"): the model's confidence, 0–1, for AI labels. */
  confidence: opt(z.number()),
  /** Extension: the video frame the label belongs to (labels of a video recording). */
  frameNumber: opt(z.number()),
});
export type AnnotationLabel = z.infer<typeof AnnotationLabelSchema>;

export const AddonAnnotationsSchema = z.object({
  addonId: z.string(),
  labels: opt(z.record(z.string(), AnnotationLabelSchema)),
  sessionInfo: opt(
    z.object({
      title: opt(z.string()),
      value: z.union([z.string(), z.array(z.string())]),
      order: opt(z.string()),
      placeholder: opt(z.string()),
    }),
  ),
});
export const AnnotationsSchema = z.record(z.string(), AddonAnnotationsSchema);
export type Annotations = z.infer<typeof AnnotationsSchema>;

/** Parses the annotations JSON string; malformed or absent gives an empty map. */
export function parseAnnotations(raw: string | null | undefined): Annotations {
  if (!raw) return {};
  try {
    const parsed = AnnotationsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Normalises a location for the wire: `#` or `/` separated in, `/` separated out. */
export function normaliseMediaLocation(location: string): string {
  return location
    .split(/[#/]/)
    .map((p) => p.trim())
    .filter(Boolean)
    .join('/');
}

/** The location children of an item carry (what `list(location:)` takes to open a folder). */
export const childLocationOf = (item: { location?: string | null; id: string }): string =>
  `${normaliseMediaLocation(item.location ?? '')}/${item.id}`;

/** Upload (extension, S3-style PUT /upload/<key>) metadata headers. */
export const UPLOAD_HEADERS = {
  location: 'x-amz-meta-location',
  name: 'x-amz-meta-name',
  deviceId: 'x-amz-meta-deviceid',
  /** Deprecated in favour of location. */
  parentId: 'x-amz-meta-parentid',
} as const;

export const UPLOAD_LIMIT_BYTES = 2 * 1024 ** 3;
