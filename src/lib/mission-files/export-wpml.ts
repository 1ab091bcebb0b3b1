// DJI WPML KMZ writer: wpmz/template.kml (planned heights in the mission's height mode) plus
// wpmz/waylines.wpml (execution heights the aircraft flies). Built with string arrays so a
// 5,000-waypoint mission serialises quickly.
import { strToU8, zipSync } from 'fflate';
import type { PointHeights } from '@/lib/geo/height-modes';
import { exportHeights, exportRefusal, ExportRefusedError, type ExportHeights } from './export-heights';
import { WPML_BASE_FOCAL_MM } from './import-wpml';
import type { EditableMission, Waypoint, WaypointAction } from '@/lib/mission-model/mission-model';
import { escapeXml } from './xml';

export interface WpmlOptions {
  droneEnumValue?: number;
  droneSubEnumValue?: number;
  payloadEnumValue?: number;
  /** Fixed timestamp for reproducible output (tests); defaults to now. */
  now?: number;
}

const NS = 'xmlns="http://www.opengis.net/kml/2.2" xmlns:wpml="http://www.dji.com/wpmz/1.0.6"';
const f = (n: number) => String(Math.round(n * 1e9) / 1e9);
/** DJI expects headings in -180..180. */
export const heading180 = (h: number) => ((((h + 180) % 360) + 360) % 360) - 180;

function actionXml(a: WaypointAction, id: number): string | undefined {
  const head = `<wpml:action><wpml:actionId>${id}</wpml:actionId><wpml:actionActuatorFunc>`;
  switch (a.type) {
    case 'takePhoto':
    case 'startRecord':
      return `${head}${a.type}</wpml:actionActuatorFunc><wpml:actionActuatorFuncParam><wpml:payloadPositionIndex>0</wpml:payloadPositionIndex><wpml:useGlobalPayloadLensIndex>1</wpml:useGlobalPayloadLensIndex></wpml:actionActuatorFuncParam></wpml:action>`;
    case 'stopRecord':
      return `${head}stopRecord</wpml:actionActuatorFunc><wpml:actionActuatorFuncParam><wpml:payloadPositionIndex>0</wpml:payloadPositionIndex></wpml:actionActuatorFuncParam></wpml:action>`;
    case 'hover':
      return `${head}hover</wpml:actionActuatorFunc><wpml:actionActuatorFuncParam><wpml:hoverTime>${f(a.seconds)}</wpml:hoverTime></wpml:actionActuatorFuncParam></wpml:action>`;
    case 'rotateAircraft':
      return `${head}rotateYaw</wpml:actionActuatorFunc><wpml:actionActuatorFuncParam><wpml:aircraftHeading>${f(heading180(a.heading))}</wpml:aircraftHeading><wpml:aircraftPathMode>clockwise</wpml:aircraftPathMode></wpml:actionActuatorFuncParam></wpml:action>`;
    case 'gimbalPitch':
      return `${head}gimbalRotate</wpml:actionActuatorFunc><wpml:actionActuatorFuncParam><wpml:gimbalHeadingYawBase>north</wpml:gimbalHeadingYawBase><wpml:gimbalRotateMode>absoluteAngle</wpml:gimbalRotateMode><wpml:gimbalPitchRotateEnable>1</wpml:gimbalPitchRotateEnable><wpml:gimbalPitchRotateAngle>${f(a.pitch)}</wpml:gimbalPitchRotateAngle><wpml:gimbalRollRotateEnable>0</wpml:gimbalRollRotateEnable><wpml:gimbalRollRotateAngle>0</wpml:gimbalRollRotateAngle><wpml:gimbalYawRotateEnable>0</wpml:gimbalYawRotateEnable><wpml:gimbalYawRotateAngle>0</wpml:gimbalYawRotateAngle><wpml:gimbalRotateTimeEnable>0</wpml:gimbalRotateTimeEnable><wpml:gimbalRotateTime>0</wpml:gimbalRotateTime><wpml:payloadPositionIndex>0</wpml:payloadPositionIndex></wpml:actionActuatorFuncParam></wpml:action>`;
    case 'zoom':
      return `${head}zoom</wpml:actionActuatorFunc><wpml:actionActuatorFuncParam><wpml:focalLength>${f(a.factor * WPML_BASE_FOCAL_MM)}</wpml:focalLength><wpml:isUseFocalFactor>0</wpml:isUseFocalFactor><wpml:payloadPositionIndex>0</wpml:payloadPositionIndex></wpml:actionActuatorFuncParam></wpml:action>`;
    default:
      return undefined;
  }
}

function actionGroupXml(wp: Waypoint, index: number): string {
  const actions = wp.actions.map((a, i) => actionXml(a, i)).filter((s): s is string => s !== undefined);
  if (actions.length === 0) return '';
  return `<wpml:actionGroup><wpml:actionGroupId>${index}</wpml:actionGroupId><wpml:actionGroupStartIndex>${index}</wpml:actionGroupStartIndex><wpml:actionGroupEndIndex>${index}</wpml:actionGroupEndIndex><wpml:actionGroupMode>sequence</wpml:actionGroupMode><wpml:actionTrigger><wpml:actionTriggerType>reachPoint</wpml:actionTriggerType></wpml:actionTrigger>${actions.join('')}</wpml:actionGroup>`;
}

function headingXml(wp: Waypoint): string {
  const fixed = wp.heading !== undefined;
  return `<wpml:waypointHeadingParam><wpml:waypointHeadingMode>${fixed ? 'smoothTransition' : 'followWayline'}</wpml:waypointHeadingMode><wpml:waypointHeadingAngle>${f(fixed ? heading180(wp.heading ?? 0) : 0)}</wpml:waypointHeadingAngle><wpml:waypointPoiPoint>0.000000,0.000000,0.000000</wpml:waypointPoiPoint><wpml:waypointHeadingAngleEnable>${fixed ? 1 : 0}</wpml:waypointHeadingAngleEnable><wpml:waypointHeadingPathMode>followBadArc</wpml:waypointHeadingPathMode><wpml:waypointHeadingPoiIndex>0</wpml:waypointHeadingPoiIndex></wpml:waypointHeadingParam>`;
}

/**
 * The template's and the waylines' height modes, which must describe the same flight: DJI's
 * template knows EGM96 (not WGS84) and the waylines WGS84 (not EGM96), so an absolute mission is
 * an EGM96 template over WGS84 waylines with each number converted through the geoid.
 */
function modes(m: EditableMission, h?: ExportHeights): { template: string; waylines: string } {
  if (m.heightMode === 'EGM96' || m.heightMode === 'WGS84') return { template: 'EGM96', waylines: 'WGS84' };
  // Above ground: flown at ellipsoid heights where the ground is known, else relative to the start (listed as a loss).
  if (m.heightMode === 'aboveGroundLevel')
    return { template: 'aboveGroundLevel', waylines: h && h.points.every((p) => p.wgs !== undefined) ? 'WGS84' : 'relativeToStartPoint' };
  if (m.heightMode === 'realTimeFollowSurface') return { template: 'realTimeFollowSurface', waylines: 'realTimeFollowSurface' };
  return { template: 'relativeToStartPoint', waylines: 'relativeToStartPoint' };
}

function templateHeight(m: EditableMission, wp: Waypoint, p: PointHeights | undefined): number {
  const mode = modes(m).template;
  if (mode === 'EGM96') return p?.egm ?? wp.altitude;
  if (mode === 'relativeToStartPoint') return p?.relative ?? wp.altitude;
  return wp.altitude;
}

function executeHeight(waylineMode: string, wp: Waypoint, p: PointHeights | undefined): number {
  if (waylineMode === 'WGS84') return p?.wgs ?? wp.altitude;
  if (waylineMode === 'relativeToStartPoint') return p?.relative ?? wp.altitude;
  return wp.altitude;
}

function missionConfig(m: EditableMission, o: WpmlOptions, h: ExportHeights, withRef: boolean): string {
  const first = m.route[0];
  // The take-off reference keeps "altitude relative to start" recoverable for absolute height modes.
  const ref =
    withRef && first && h.takeoffWGS !== undefined
      ? `<wpml:takeOffRefPoint>${f(first.lat)},${f(first.lng)},${f(h.takeoffWGS)}</wpml:takeOffRefPoint><wpml:takeOffRefPointAGLHeight>0</wpml:takeOffRefPointAGLHeight>`
      : '';
  return `<wpml:missionConfig><wpml:flyToWaylineMode>safely</wpml:flyToWaylineMode><wpml:finishAction>goHome</wpml:finishAction><wpml:exitOnRCLost>executeLostAction</wpml:exitOnRCLost><wpml:executeRCLostAction>goBack</wpml:executeRCLostAction><wpml:takeOffSecurityHeight>20</wpml:takeOffSecurityHeight>${ref}<wpml:globalTransitionalSpeed>${f(m.speed)}</wpml:globalTransitionalSpeed><wpml:droneInfo><wpml:droneEnumValue>${o.droneEnumValue ?? 77}</wpml:droneEnumValue><wpml:droneSubEnumValue>${o.droneSubEnumValue ?? 0}</wpml:droneSubEnumValue></wpml:droneInfo><wpml:payloadInfo><wpml:payloadEnumValue>${o.payloadEnumValue ?? 66}</wpml:payloadEnumValue><wpml:payloadSubEnumValue>0</wpml:payloadSubEnumValue><wpml:payloadPositionIndex>0</wpml:payloadPositionIndex></wpml:payloadInfo></wpml:missionConfig>`;
}

function point(wp: Waypoint, i: number, body: string): string {
  return `<Placemark><Point><coordinates>${f(wp.lng)},${f(wp.lat)}</coordinates></Point><wpml:index>${i}</wpml:index>${body}${actionGroupXml(wp, i)}${wp.isRisky ? '<wpml:isRisky>1</wpml:isRisky>' : ''}</Placemark>`;
}

export function wpmlTemplate(m: EditableMission, o: WpmlOptions = {}, h: ExportHeights = exportHeights(m)): string {
  const perPointPitch = m.route.some((w) => w.pitch !== undefined);
  const now = o.now ?? Date.now();
  const pms = m.route.map((wp, i) => {
    const wgs = h.points[i]?.wgs;
    const body = `${wgs !== undefined ? `<wpml:ellipsoidHeight>${f(wgs)}</wpml:ellipsoidHeight>` : ''}<wpml:height>${f(templateHeight(m, wp, h.points[i]))}</wpml:height><wpml:waypointSpeed>${f(wp.speed ?? m.speed)}</wpml:waypointSpeed>${headingXml(wp)}<wpml:waypointTurnParam><wpml:waypointTurnMode>toPointAndStopWithDiscontinuityCurvature</wpml:waypointTurnMode><wpml:waypointTurnDampingDist>0</wpml:waypointTurnDampingDist></wpml:waypointTurnParam><wpml:useGlobalHeight>0</wpml:useGlobalHeight><wpml:useGlobalSpeed>${wp.speed === undefined ? 1 : 0}</wpml:useGlobalSpeed><wpml:useGlobalHeadingParam>0</wpml:useGlobalHeadingParam><wpml:useGlobalTurnParam>1</wpml:useGlobalTurnParam><wpml:useStraightLine>1</wpml:useStraightLine>${perPointPitch ? `<wpml:waypointGimbalHeadingParam><wpml:waypointGimbalPitchAngle>${f(wp.pitch ?? 0)}</wpml:waypointGimbalPitchAngle><wpml:waypointGimbalYawAngle>0</wpml:waypointGimbalYawAngle></wpml:waypointGimbalHeadingParam>` : ''}`;
    return point(wp, i, body);
  });
  const heightMode = modes(m).template;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml ${NS}><Document><wpml:author>${escapeXml(m.name)}</wpml:author><wpml:createTime>${now}</wpml:createTime><wpml:updateTime>${now}</wpml:updateTime>${missionConfig(m, o, h, true)}<Folder><wpml:templateType>waypoint</wpml:templateType><wpml:templateId>0</wpml:templateId><wpml:waylineCoordinateSysParam><wpml:coordinateMode>WGS84</wpml:coordinateMode><wpml:heightMode>${heightMode}</wpml:heightMode></wpml:waylineCoordinateSysParam><wpml:autoFlightSpeed>${f(m.speed)}</wpml:autoFlightSpeed><wpml:gimbalPitchMode>${perPointPitch ? 'usePointSetting' : 'manual'}</wpml:gimbalPitchMode><wpml:globalWaypointTurnMode>toPointAndStopWithDiscontinuityCurvature</wpml:globalWaypointTurnMode><wpml:globalUseStraightLine>1</wpml:globalUseStraightLine>${pms.join('')}</Folder></Document></kml>\n`;
}

export function wpmlWaylines(m: EditableMission, o: WpmlOptions = {}, h: ExportHeights = exportHeights(m)): string {
  const mode = modes(m, h).waylines;
  const pms = m.route.map((wp, i) => {
    return point(
      wp,
      i,
      `<wpml:executeHeight>${f(executeHeight(mode, wp, h.points[i]))}</wpml:executeHeight><wpml:waypointSpeed>${f(wp.speed ?? m.speed)}</wpml:waypointSpeed>${headingXml(wp)}<wpml:waypointTurnParam><wpml:waypointTurnMode>toPointAndStopWithDiscontinuityCurvature</wpml:waypointTurnMode><wpml:waypointTurnDampingDist>0</wpml:waypointTurnDampingDist></wpml:waypointTurnParam><wpml:useStraightLine>1</wpml:useStraightLine>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml ${NS}><Document>${missionConfig(m, o, h, false)}<Folder><wpml:templateId>0</wpml:templateId><wpml:executeHeightMode>${mode}</wpml:executeHeightMode><wpml:waylineId>0</wpml:waylineId><wpml:autoFlightSpeed>${f(m.speed)}</wpml:autoFlightSpeed>${pms.join('')}</Folder></Document></kml>\n`;
}

export function exportWpmlKmz(m: EditableMission, o: WpmlOptions = {}): Uint8Array {
  const h = exportHeights(m);
  const refused = exportRefusal(m, 'wpml', h);
  if (refused) throw new ExportRefusedError(refused);
  return zipSync(
    { wpmz: { 'template.kml': strToU8(wpmlTemplate(m, o, h)), 'waylines.wpml': strToU8(wpmlWaylines(m, o, h)) } },
    { level: 6 },
  );
}
