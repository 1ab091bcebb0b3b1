import { z } from 'zod';
import { EpochOrIsoSchema, LimitSchema } from './common';
import {
  ACTION_BYTES_MAX,
  DESCRIPTION_MAX,
  LABEL_MAX,
  NAME_MAX,
  POINT_ACTIONS_MAX,
  ROUTE_POINTS_MAX,
  SURVEY_BYTES_MAX,
  boundedRecord,
  boundedText,
  jsonBytes,
  requiredText,
} from './limits';

export const MISSION_TYPES = [
  'waypoint',
  'mapping2d',
  'mapping3d',
  'mappingStrip',
  'corridor',
  'pilot',
  'smart-inspect',
  'third-party-planner',
] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

export const HEIGHT_MODES = ['relativeToStartPoint', 'EGM96', 'WGS84', 'realTimeFollowSurface', 'aboveGroundLevel'] as const;
export type HeightMode = (typeof HEIGHT_MODES)[number];

const num = z.number().finite();

export const MissionActionSchema = z
  .looseObject({ action: z.string().min(1).pipe(boundedText('action', LABEL_MAX)) })
  // Loose: a planner's extra members are kept, so the whole action is bounded, not each member.
  .refine((a) => jsonBytes(a) <= ACTION_BYTES_MAX, `an action is larger than ${ACTION_BYTES_MAX} bytes`);
export type MissionAction = z.infer<typeof MissionActionSchema>;

const missionPointFields = {
  lat: num.min(-90, 'latitude must be within ±90').max(90, 'latitude must be within ±90'),
  lng: num.min(-180, 'longitude must be within ±180').max(180, 'longitude must be within ±180'),
  altitude: num.optional(),
  altitudeWGS: num.optional(),
  altitudeEGM: num.optional(),
  heading: num.optional(),
  pitch: num.optional(),
  speed: num.optional(),
  actions: z.array(MissionActionSchema).max(POINT_ACTIONS_MAX, `a waypoint has more than ${POINT_ACTIONS_MAX} actions`).optional(),
  label: boundedText('label', LABEL_MAX).optional(),
  type: z.enum(['point', 'pole']).optional(),
  isRisky: z.boolean().optional(),
  pole: boundedText('pole', LABEL_MAX).optional(),
  wo: boundedText('wo', LABEL_MAX).optional(),
  /** Appears in the service's own samples as a string ('dist-3', 'waypoint'); kept as sent. */
  si: z.union([boundedText('si', LABEL_MAX), z.boolean()]).optional(),
};

/** A waypoint in its one canonical form (`altitudeEGM`, never `altEGM`). */
export const MissionPointCanonicalSchema = z.object(missionPointFields);
export type MissionPoint = z.infer<typeof MissionPointCanonicalSchema>;

/** Server-side: validates a point and folds `altEGM` into `altitudeEGM`. */
export const MissionPointInputSchema = z
  .object({ ...missionPointFields, altEGM: num.optional() })
  .transform(({ altEGM, altitudeEGM, ...rest }): MissionPoint => {
    const egm = altitudeEGM ?? altEGM;
    return egm === undefined ? rest : { ...rest, altitudeEGM: egm };
  });

/** A route (mission or corridor): at most ROUTE_POINTS_MAX waypoints. */
export const routeSchema = <T extends z.ZodType>(point: T) =>
  z.array(point).max(ROUTE_POINTS_MAX, `route has more than ${ROUTE_POINTS_MAX} waypoints`);

/** Fields a client may set on a mission (create and patch), before normalisation. */
const missionFields = {
  name: requiredText('name', NAME_MAX),
  description: boundedText('description', DESCRIPTION_MAX).optional(),
  desc: boundedText('desc', DESCRIPTION_MAX).optional(),
  type: z.enum(MISSION_TYPES).optional(),
  heightMode: z.enum(HEIGHT_MODES).optional(),
  route: routeSchema(MissionPointInputSchema),
  speed: num.min(0).optional(),
  distance: num.min(0).optional(),
  time: num.min(0).optional(),
  lastFlight: num.optional(),
  isImported: z.boolean().optional(),
  isSmartInspect: z.boolean().optional(),
  /** Survey area definition (extension): with one, the route may be empty. */
  survey: boundedRecord('survey', SURVEY_BYTES_MAX).optional(),
};

/** A mission as the service stores and answers it (canonical: `description`, never `desc`). */
export const MissionRecordSchema = z
  .object({ ...missionFields, route: z.array(MissionPointCanonicalSchema) })
  .omit({ desc: true })
  .extend({
    id: z.string(),
    teamId: z.string(),
    companyId: z.string(),
    ownerId: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
  });
export type Mission = z.infer<typeof MissionRecordSchema>;

export type MissionInput = Omit<Mission, 'id' | 'teamId' | 'companyId' | 'ownerId' | 'createdAt' | 'updatedAt'>;

/** Folds `desc` into `description` and drops keys that were not sent. */
function canonical<T extends { desc?: string; description?: string }>({ desc, description, ...rest }: T) {
  const d = description ?? desc;
  const out = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return (d === undefined ? out : { ...out, description: d }) as Omit<T, 'desc'>;
}

export const MissionCreateSchema = z
  .object({ ...missionFields, route: missionFields.route.optional() })
  .superRefine((m, ctx) => {
    if (!m.survey && (!m.route || m.route.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['route'], message: 'route is required (at least one point) unless a survey is given' });
    }
  })
  .transform((m): MissionInput => {
    const c = canonical(m);
    return { ...c, route: c.route ?? [] } as MissionInput;
  });

export const MissionPatchSchema = z
  .object({ ...missionFields })
  .partial()
  .transform((m) => canonical(m) as Partial<MissionInput>);

export const MissionListQuerySchema = z.object({
  filter: z.enum(MISSION_TYPES).optional(),
  dateFrom: EpochOrIsoSchema.optional(),
  dateTo: EpochOrIsoSchema.optional(),
  limit: LimitSchema.optional(),
  nextToken: z.string().min(1).optional(),
  /** Extension: case-insensitive name search for the dashboard. */
  name: boundedText('name', NAME_MAX).optional(),
});
export type MissionListQuery = z.infer<typeof MissionListQuerySchema>;

/** SPA-side lenient read of a mission: extra fields pass, optional ones may be missing. */
export const MissionPointSchema = z.looseObject({
  lat: z.number(),
  lng: z.number(),
  altitude: z.number().optional(),
  altitudeEGM: z.number().optional(),
  altEGM: z.number().optional(),
  heading: z.number().optional(),
  pitch: z.number().optional(),
  speed: z.number().optional(),
});

export const MissionSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  desc: z.string().optional(),
  type: z.string().optional(),
  heightMode: z.string().optional(),
  route: z.array(MissionPointSchema).optional(),
  speed: z.number().optional(),
  distance: z.number().optional(),
  time: z.number().optional(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
});
