import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { emptyMission, type EditableMission, type WaypointAction } from '@/lib/mission-model/mission-model';
import type { MissionRecord } from '@/lib/resources/missions';
import {
  addWaypoint,
  deleteWaypoints,
  moveWaypoint,
  setAltitudes,
  setMissionFields,
  updateWaypoints,
  type WaypointPatch,
} from '@/lib/mission-model/mission-edits';
import { syncAltitudes, terrainRequired, withTakeoffElevation } from '@/lib/geo/height-modes';
import { useHeights } from '../hooks/use-heights';
import { checkMission, type Issue } from '@/lib/geo/route-checks';
import { useMissionFigures } from '../hooks/use-mission-figures';
import { cumulativeDistance } from '@/lib/mission-model/mission-figures';
import { useEditorCommands } from '../hooks/use-editor-commands';
import { ShortcutsPanel } from './shortcuts-panel';
import { withGeoid } from '@/lib/geo/geoid';
import { useEditorView, type DraftShape } from '../hooks/editor-view';
import { generatorShape, SHAPE_OF } from './use-generator-settings';
import { useMissionEditor } from '../hooks/use-mission-editor';
import { useSaveMission } from '../hooks/use-save-mission';
import { editableFromRecord } from '@/lib/mission-model/wire-body';
import { AltitudeProfile } from './altitude-profile';
import { ConflictDialog } from './conflict-dialog';
import { EditorMap } from './editor-map';
import { EditorToolbar } from './editor-toolbar';
import { GeneratorPanel } from './generator-panel';
import { ExportMenu, ImportButton } from './import-export';
import { IssuesPanel } from './issues-panel';
import { PropertiesPanel } from './properties-panel';
import { WaypointTable } from './waypoint-table';
import { EditorDock } from './editor-dock';
import { SaveButton } from './save-button';
import { usePermission } from '@/lib/api/use-permission';
import { useImport } from './use-import';
import { ImportChoiceDialog, ImportSummaryPanel } from './import-dialogs';
import { onPendingImport, takeImportSummary, useOpenImported } from '../hooks/use-open-imported';
import { formatDateTime } from '@/lib/format/format';
import { useUrlView } from '../hooks/use-url-view';
import type { EditorViewSearch } from '../hooks/editor-url-view';

export interface MissionEditorProps {
  missionId?: string | undefined;
  record?: MissionRecord | undefined;
  /** A geofence from outside (e.g. the task the mission is for), checked beside the mission's own. */
  fence?: { label: string; geojson?: GeoJSON.FeatureCollection | undefined } | undefined;
  /** The save button's label ("Save & publish" when the route publishes on save). */
  saveLabel?: string | undefined;
  /** After each successful save, with the service's answer. */
  onSaved: (record: MissionRecord, created: boolean) => void;
  /** The view (camera, selection) the URL asked for when the editor opened. */
  initialView?: EditorViewSearch | undefined;
  /** The view changed: the route puts it in the URL (replace-state). */
  onViewSearch?: ((s: EditorViewSearch) => void) | undefined;
}

const DEFAULT_ALT = 50;

export function MissionEditor({ missionId, record, fence, saveLabel = 'Save', onSaved, initialView, onViewSearch }: MissionEditorProps) {
  const initial = useMemo(() => (record ? editableFromRecord(record) : emptyMission({ name: 'New mission' })), [record]);
  const ed = useMissionEditor(missionId ?? 'new', initial, record?.updatedAt);
  const { mission, selection, setSelection, apply } = ed;
  const [view, dispatch] = useEditorView(missionId ? 'select' : 'add');
  const { mode, limits, focus, fitKey, draft } = view;
  const leaving = useRef(false);
  const urlView = useUrlView(initialView, onViewSearch, mission.route.length, selection, setSelection);

  const outside = fence?.geojson;
  const geofence = useMemo(() => {
    const own = mission.geofence as GeoJSON.FeatureCollection | undefined;
    const features = [...(outside?.features ?? []), ...(own?.features ?? [])];
    return features.length ? ({ type: 'FeatureCollection', features } as GeoJSON.FeatureCollection) : undefined;
  }, [outside, mission.geofence]);

  // The generator's shape stays on the map after generating (and after a reload), to be edited.
  const shape = useMemo<DraftShape | null>(() => {
    if (draft) return draft;
    const g = mission.generator;
    return g ? { kind: SHAPE_OF[g.kind], vertices: generatorShape(g), closed: true } : null;
  }, [draft, mission.generator]);
  const heights = useHeights(mission, apply);
  const { ground, takeoff, takeoffSource, takeoffRef, profileGround, profileOffsets, exportable, exportBlocked, onHeightMode } = heights;
  const figures = useMissionFigures(mission);
  const cumulative = useMemo(() => cumulativeDistance(figures), [figures]);
  const issues = useMemo(() => checkMission(mission, limits, geofence), [mission, limits, geofence]);
  const issuesByIndex = useMemo(() => {
    const m = new Map<number, Issue[]>();
    for (const x of issues) if (x.index !== undefined) m.set(x.index, [...(m.get(x.index) ?? []), x]);
    return m;
  }, [issues]);
  const violations = useMemo(() => new Set(issuesByIndex.keys()), [issuesByIndex]);

  const saver = useSaveMission({
    missionId,
    baseUpdatedAt: ed.baseUpdatedAt,
    clean: ed.clean,
    onSaved: useCallback(
      (rec: MissionRecord, saved: EditableMission, created: boolean) => {
        ed.markSaved(saved, rec.updatedAt);
        leaving.current = created;
        onSaved(rec, created);
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [ed.markSaved, onSaved],
    ),
  });
  const blocked = issues.length > 0 || !mission.name.trim();
  const latest = useRef(mission);
  latest.current = mission;
  // The saved mission carries altitudeEGM/altitudeWGS consistent with its altitudes.
  const saveSynced = (opts?: { force?: boolean }) =>
    withGeoid(() => {
      const t = takeoffRef.current;
      const synced = t === undefined ? latest.current : syncAltitudes(latest.current, t);
      ed.replace(synced);
      void saver.save(synced, opts);
    });
  // A viewer may open and explore a mission but not save it (the service refuses every viewer write).
  const write = usePermission('write');
  const save = () => {
    if (!blocked && write.allowed) saveSynced();
  };

  const openImported = useOpenImported();
  const imp = useImport({
    current: () => latest.current,
    fresh: () => !missionId && latest.current.route.length === 0,
    onMission: (m) => {
      apply(() => m);
      setSelection(new Set());
      dispatch({ type: 'fit', reason: 'import' });
    },
    onNewMission: openImported.open,
  });
  const showSummary = imp.showSummary;
  useEffect(() => {
    const s = takeImportSummary(missionId);
    if (s) showSummary(s);
  }, [missionId, showSummary]);
  // A file imported from the list (or as a new mission) opens here unsaved, as if just imported.
  useEffect(() => {
    if (missionId) return;
    return onPendingImport(({ mission: m, summary }) => {
      apply(() => m);
      setSelection(new Set());
      dispatch({ type: 'fit', reason: 'import' });
      showSummary(summary);
    });
  }, [missionId, apply, dispatch, showSummary, setSelection]);

  const select = (indices: number[], additive: boolean) =>
    setSelection((prev) => {
      if (!additive) return new Set(indices);
      const next = new Set(prev);
      if (indices.length === 1) {
        const i = indices[0] as number;
        if (next.has(i)) next.delete(i);
        else next.add(i);
      } else for (const i of indices) next.add(i);
      return next;
    });
  const selKey = [...selection].join(',');
  const patchSelected = (patch: WaypointPatch, field: string) =>
    apply((m) => updateWaypoints(m, selection, patch), `wp:${field}:${selKey}`);
  const deleteSelected = () => {
    if (selection.size === 0) return;
    apply((m) => deleteWaypoints(m, selection));
    setSelection(new Set());
  };

  const addAt = (lng: number, lat: number, at?: number) => {
    const last = mission.route[mission.route.length - 1];
    const wp = { lat, lng, altitude: last?.altitude ?? DEFAULT_ALT, actions: [] };
    apply((m) => addWaypoint(m, wp, at));
    setSelection(new Set([at ?? mission.route.length]));
  };
  const [help, setHelp] = useState(false);
  useEditorCommands({ ed, view, dispatch, cameraRef: urlView.cameraRef, deleteSelected, save, addAt, openHelp: () => setHelp(true) });

  const blocker = useBlocker({
    // The view's search params change while editing (replace-state): only leaving the page asks.
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname && ed.dirty && !leaving.current,
    enableBeforeUnload: () => ed.dirty && !leaving.current,
    withResolver: true,
  });

  return (
    <div
      className="flex h-full min-h-0 flex-col"
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) e.preventDefault();
      }}
      onDrop={(e) => {
        const f = e.dataTransfer.files[0];
        if (!f) return;
        e.preventDefault();
        if (write.allowed) imp.importFile(f);
      }}
    >
      {/* The name is edited in the toolbar; the page still needs its one top heading (axe, screen readers). */}
      <h1 className="sr-only">Mission editor: {mission.name.trim() || 'untitled mission'}</h1>
      <EditorToolbar
        mission={mission}
        figures={figures}
        mode={mode}
        onMode={(m) => dispatch({ type: 'mode', mode: m })}
        onFields={(patch, field) =>
          field === 'takeoff'
            ? // Every height follows the take-off elevation in the same edit (table, profile, checks, exports).
              withGeoid(() => apply((m) => withTakeoffElevation(m, patch.takeoffElevationEGM), 'mission:takeoff'))
            : apply((m) => setMissionFields(m, patch), `mission:${field}`)
        }
        onHeightMode={onHeightMode}
        takeoff={takeoff}
        canUndo={ed.canUndo}
        canRedo={ed.canRedo}
        onUndo={ed.undo}
        onRedo={ed.redo}
      >
        {write.allowed && <ImportButton onFile={imp.importFile} />}
        <ExportMenu mission={exportable} blocked={exportBlocked} />
        <span className="text-xs text-muted" aria-live="polite">
          {saver.saving ? 'Saving…' : ed.dirty ? 'Unsaved changes (draft kept)' : missionId ? 'Saved' : ''}
        </span>
        <SaveButton
          label={saveLabel}
          issues={issues}
          missingName={!mission.name.trim()}
          saving={saver.saving}
          onSave={save}
          permission={write}
          onShowProblem={(issue) => {
            if (issue?.index !== undefined) {
              setSelection(new Set([issue.index]));
              dispatch({ type: 'focus', index: issue.index });
            }
            document.querySelector('[aria-label="Validation"]')?.scrollIntoView({ block: 'nearest' });
          }}
        />
      </EditorToolbar>
      {!write.allowed && (
        <p role="note" aria-label="Read-only" className="border-b border-line bg-raised px-3 py-1 text-sm text-muted">
          Read-only: {write.message} Changes made here are not saved.
        </p>
      )}
      {ed.draftOffer && (
        <div role="status" className="flex items-center gap-2 border-b border-warn/60 bg-warn/10 px-3 py-1 text-sm text-fg">
          An unsaved draft of this mission from {formatDateTime(ed.draftOffer.savedAt)} was found ({ed.draftOffer.mission.route.length}{' '}
          waypoints).
          <Button
            size="sm"
            variant="primary"
            onClick={() => {
              ed.restoreDraft();
              dispatch({ type: 'fit', reason: 'draft' });
            }}
          >
            Restore draft
          </Button>
          <Button size="sm" onClick={ed.discardDraft}>
            Discard draft
          </Button>
        </div>
      )}
      {(saver.error || imp.error) && (
        <div role="alert" className="border-b border-danger/60 bg-danger/10 px-3 py-1 text-sm text-danger">
          {saver.error ? `Could not save: ${saver.error}` : `Import failed, nothing was changed. ${imp.error}`}
        </div>
      )}
      {imp.summary && <ImportSummaryPanel summary={imp.summary} onDismiss={imp.dismissSummary} />}
      <div className="flex min-h-0 flex-1">
        <div className="relative min-w-0 flex-1">
          <EditorMap
            mode={draft && !draft.closed ? 'draw' : mode}
            route={mission.route}
            selected={selection}
            violations={violations}
            geofence={geofence}
            draft={shape}
            onShapeMove={(i, lng, lat) => {
              if (!shape) return;
              const vertices = shape.vertices.map((v, k) => (k === i ? ([lng, lat] as [number, number]) : v));
              dispatch({ type: 'draft', draft: { ...shape, vertices } });
            }}
            fitKey={`${fitKey}:${geofence ? 'g' : ''}`}
            focus={focus}
            styleUrl={getRuntimeConfig().mapStyleUrl}
            initialCamera={urlView.initialCamera}
            cameraRef={urlView.cameraRef}
            onCamera={urlView.onCamera}
            onAdd={addAt}
            onSelect={select}
            onMove={(i, lng, lat) => apply((m) => moveWaypoint(m, i, lng, lat))}
            onDrawClick={(lng, lat) => dispatch({ type: 'drawVertex', lng, lat })}
            onDrawFinish={() => dispatch({ type: 'drawFinish' })}
          />
        </div>
        <aside className="flex w-80 flex-col overflow-auto border-l border-line" aria-label="Editor panels">
          <PropertiesPanel
            mission={mission}
            selection={selection}
            onPatch={patchSelected}
            onSetActions={(actions) => apply((m) => updateWaypoints(m, selection, { actions }))}
            onAddAction={(a: WaypointAction) =>
              apply((m) => ({ ...m, route: m.route.map((w, i) => (selection.has(i) ? { ...w, actions: [...w.actions, a] } : w)) }))
            }
            onDelete={deleteSelected}
            takeoff={takeoff}
            takeoffSource={takeoffSource}
            ground={ground.elevations}
            onAltitude={(hm, v) =>
              withGeoid(() => apply((m) => setAltitudes(m, selection, hm, v, takeoffRef.current), `wp:alt:${hm}:${selKey}`))
            }
          />
          <IssuesPanel
            fenceLabel={geofence ? (fence?.label ?? 'the imported geofence') : undefined}
            issues={issues}
            limits={limits}
            onLimits={(l) => dispatch({ type: 'limits', limits: l })}
            onPick={(i) => {
              setSelection(new Set([i]));
              dispatch({ type: 'focus', index: i });
            }}
          />
          <GeneratorPanel
            mission={mission}
            draft={draft}
            onDraft={(d) => dispatch({ type: 'draft', draft: d })}
            onGenerated={(m, coalesce) => {
              // No refit: the area was drawn in view, and a jump would lose the user's place.
              apply(() => m, coalesce);
              if (!coalesce) setSelection(new Set());
            }}
          />
        </aside>
      </div>
      <EditorDock summary={`${mission.route.length} waypoint${mission.route.length === 1 ? '' : 's'}`}>
        <div className="min-w-0 flex-[3]">
          <WaypointTable
            route={mission.route}
            selection={selection}
            issuesByIndex={issuesByIndex}
            onRowClick={(i, additive) => {
              select([i], additive);
              dispatch({ type: 'focus', index: i });
            }}
            onPatchOne={(i, patch, field) => apply((m) => updateWaypoints(m, [i], patch), `row:${i}:${field}`)}
            aboveGround={terrainRequired(mission.heightMode)}
          />
        </div>
        <div className="min-w-0 flex-[2] border-l border-line">
          <AltitudeProfile
            route={mission.route}
            cumulative={cumulative}
            selection={selection}
            maxAltitude={limits.maxAltitude}
            offsets={profileOffsets}
            ground={profileGround}
            onSelect={(i, additive) => select([i], additive)}
            onAltitude={(i, alt) => apply((m) => updateWaypoints(m, [i], { altitude: alt }))}
          />
        </div>
      </EditorDock>
      {saver.conflict && (
        <ConflictDialog
          mine={mission}
          theirs={saver.conflict.theirs}
          onCancel={saver.clearConflict}
          onTakeTheirs={(m) => {
            ed.load(m, saver.conflict?.theirs.updatedAt);
            saver.clearConflict();
          }}
          onOverwrite={() => {
            saver.clearConflict();
            saveSynced({ force: true });
          }}
        />
      )}
      <ImportChoiceDialog
        pending={imp.pending}
        missionName={mission.name}
        waypoints={mission.route.length}
        busy={imp.busy}
        onChoose={imp.choose}
        onCancel={imp.cancel}
      />
      <ShortcutsPanel open={help} onClose={() => setHelp(false)} />
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title="Leave with unsaved changes?"
        message="Your changes are not saved to the service. A draft is kept on this device and offered when you reopen this mission."
        confirmLabel="Leave"
        destructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </div>
  );
}
