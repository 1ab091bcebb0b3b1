import fs from 'node:fs';
import path from 'node:path';
import type { ServiceContext } from '../context';
import { DomainError } from '../domain/errors';
import { ingestStreamId, relayStreamId, type StreamKind, type StreamState } from '../../src/lib/contract/streams';
import { createCameras } from './cameras';
import { annotatedArgs, ingestArgs, relayArgs } from './ffmpeg-args';
import { spawnFfmpeg, type ExitInfo, type FfmpegProcess } from './process';
import { reapOrphans, redactCredentials } from './reaper';
import { createStreamStore, type StreamRow } from './stream-store';
import { createAnnotations } from './annotations';
import { classifyFailure, silentFailure, type Failure } from './ffmpeg-failure';
import type { StreamRole, StreamTarget } from './stream-target';

/** Owns every ffmpeg process of the service: ingests, relays, annotated renditions, simulated cameras. */
export interface StreamEngine {
  /** Stops every process; called on shutdown so no ffmpeg is orphaned. */
  shutdown(): Promise<void>;
  /** Starts what runs with the service (the simulated cameras), after seeding. */
  start?(): Promise<void>;
  /**
   * Pulls a source into HLS/DASH as `<deviceId>-FROM`. Answers at once in STARTING. `pull` is the
   * checked address ffmpeg connects to (stream-target.ts); only a simulated camera (`sim://`) has none.
   */
  startIngest(req: { teamId: string; deviceId: string; deviceName: string; sourceUrl: string; pull?: StreamTarget }): StreamRow;
  /** Relays the device's live stream to the checked RTMP destination `push` as `<deviceId>-TO`. */
  startRelay(req: { teamId: string; deviceId: string; deviceName?: string; destUrl: string; push: StreamTarget }): StreamRow;
  /** Asks a stream to stop (STOPPING, then STOPPED once ffmpeg has exited). */
  stop(streamId: string): StreamRow | undefined;
  /** Hides an ended stream from the pulls and relays list (for the whole team); false while it runs. */
  dismiss(streamId: string): boolean;
  get(streamId: string): StreamRow | undefined;
  listTeam(teamId: string): StreamRow[];
  /** Folder of a stream's HLS (index.m3u8, sub/, dash/, ai/<appId>/). */
  liveDir(streamId: string): string;
  /** Starts (or keeps alive) the annotated rendition of a live ingest; false when the ingest is not live. */
  touchAnnotated(streamId: string, aiAppId: string, teamId: string): boolean;
  cameras: {
    /** The RTMP URLs of a device's simulated camera (any RTMP player can pull them). */
    urls(deviceId: string, name: string): Promise<{ main: string; sub: string }>;
    kill(deviceId: string, name: string): Promise<void>;
    restore(deviceId: string, name: string): Promise<void>;
  };
}

interface Run {
  id: string;
  kind: StreamKind;
  teamId: string;
  deviceId: string;
  dir: string;
  /** The far end ffmpeg talks to, and its port: what the failure sentences name. */
  role: StreamRole;
  port?: number;
  /** The far end's host as the caller typed it (sentences name it); absent for a simulated camera. */
  host?: string;
  /** Set for a simulated camera's ingest: what restarting it after a restore needs. */
  sim?: { deviceName: string; sourceUrl: string };
  state: StreamState;
  proc?: FfmpegProcess;
  stopping: boolean;
  /** Set when the engine itself ends the run (timeout, dependent stream ended, shutdown). */
  outcome?: Outcome;
  timer?: NodeJS.Timeout;
}

interface Outcome {
  state: StreamState;
  error: string | null;
  code?: string | null;
}

// 14 s, so a source that accepts the connection and then says nothing is reported within 15 s.
const START_TIMEOUT_MS = Number(process.env.STREAM_START_TIMEOUT_MS ?? 14_000);

export function createStreamEngine(ctx: Omit<ServiceContext, 'streams'>): StreamEngine {
  const store = createStreamStore(ctx.db);
  const runs = new Map<string, Run>();
  const marker = ctx.config.dataDir;
  const cameras = createCameras({ tmpDir: ctx.dirs.tmp, marker: `lops-camera:${marker}` });
  const liveDir = (streamId: string) => path.join(ctx.dirs.live, encodeURIComponent(streamId));
  const annotations = createAnnotations({
    limits: { total: ctx.config.maxAnnotated, perTeam: ctx.config.maxAnnotatedPerTeam },
    isLive: (id) => runs.get(id)?.state === 'STREAMING' && runs.get(id)?.kind === 'FROM',
    spawn: (id, appId, outDir) => spawnFfmpeg(annotatedArgs({ dir: liveDir(id), outDir, label: appId, tag: Date.now().toString(36) })),
    outDir: (id, appId) => path.join(liveDir(id), 'ai', appId),
  });

  // A previous run that crashed could not stop its children: reap them, and close its records.
  // Running streams are NOT restarted after a restart. STOPPED means "stopped by a user request"
  // (spec, States): only a stop that was under way (STOPPING) ends so; a stream the crash cut
  // is an ERROR with the reason.
  reapOrphans(marker);
  for (const row of store.listActive()) {
    if (row.state === 'STOPPING') store.setState(row.id, 'STOPPED');
    else store.setState(row.id, 'ERROR', 'service restarted after it ended unexpectedly; start the stream again');
  }

  function setState(run: Run, state: StreamState, error: string | null = null, code: string | null = null) {
    run.state = state;
    store.setState(run.id, state, error, code);
  }

  // Simulated cameras that are down (dev kill), and the ingests the kill ended (or that failed while
  // it was down): a restore starts those again, as a real camera coming back would be picked up by
  // a supervisor. A user's stop in between forgets the device.
  const down = new Set<string>();
  const cut = new Map<string, { teamId: string; deviceName: string; sourceUrl: string }>();

  /**
   * ffmpeg's stderr stays in the service log; the client gets one of our sentences (ffmpeg-failure.ts),
   * never the raw lines with internal addresses in them.
   */
  function reason(run: Run, proc: FfmpegProcess, info: ExitInfo): Failure | null {
    const stderr = redactCredentials(proc.stderrTail());
    if (stderr) console.error(`[streams] ${run.id}: ffmpeg ${info.signal ?? `exit ${info.code}`}:\n${stderr}`);
    const failure = classifyFailure(stderr, run.role, { host: run.host, port: run.port });
    if (failure) return failure;
    if (info.signal) return { code: 'CONNECTION_FAILED', sentence: `The stream was ended by ${info.signal}` };
    return stderr
      ? { code: 'CONNECTION_FAILED', sentence: `The stream failed (ffmpeg exit code ${info.code}); the service log has its output` }
      : null;
  }

  const failed = (f: Failure | null, fallback: string): Outcome => ({
    state: 'ERROR',
    error: f?.sentence ?? fallback,
    code: f?.code ?? null,
  });

  function onExit(run: Run, proc: FfmpegProcess, info: ExitInfo) {
    clearInterval(run.timer);
    let final: Outcome;
    if (run.outcome) final = run.outcome;
    else if (run.stopping) final = { state: 'STOPPED', error: null };
    else if (run.state === 'STREAMING' && info.code === 0) final = { state: 'FINISHED', error: null };
    else if (run.state === 'STREAMING') final = failed(reason(run, proc, info), `The stream ended with ffmpeg exit code ${info.code}`);
    else final = failed(reason(run, proc, info), `The ${run.role} ended before any media arrived`);
    setState(run, final.state, final.error, final.code ?? null);
    runs.delete(run.id);
    if (run.sim && down.has(run.deviceId) && final.state !== 'STOPPED') cut.set(run.deviceId, { teamId: run.teamId, ...run.sim });
    if (run.kind === 'FROM') {
      // What depends on this ingest's live HLS ends with it.
      annotations.stopStream(run.id);
      const relay = runs.get(relayStreamId(run.deviceId));
      if (relay) end(relay, { state: 'FINISHED', error: null });
    }
  }

  /** Ends a run with an outcome chosen by the engine (not a user stop). */
  function end(run: Run, outcome: Outcome) {
    run.outcome ??= outcome;
    if (run.proc) void run.proc.stop();
  }

  function watch(run: Run, isLive: () => boolean) {
    const started = Date.now();
    run.timer = setInterval(() => {
      if (run.state !== 'STARTING' || run.stopping) return;
      if (isLive()) setState(run, 'STREAMING');
      else if (Date.now() - started > START_TIMEOUT_MS) {
        const stderr = redactCredentials(run.proc?.stderrTail() ?? '');
        if (stderr) console.error(`[streams] ${run.id}: no media within ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
        const why = classifyFailure(stderr, run.role, { host: run.host, port: run.port });
        const silent = silentFailure(run.role, { host: run.host, port: run.port }, START_TIMEOUT_MS / 1000);
        end(run, { state: 'ERROR', error: why?.sentence ?? silent.sentence, code: why?.code ?? silent.code });
      }
    }, 200);
  }

  function launch(run: Run, args: string[], isLive: () => boolean, onProgress?: (frames: number) => void) {
    if (run.stopping || run.outcome) {
      setState(run, run.outcome?.state ?? 'STOPPED', run.outcome?.error ?? null);
      runs.delete(run.id);
      return;
    }
    const proc = spawnFfmpeg(args, { onProgress });
    run.proc = proc;
    if (proc.pid > 0) store.setPid(run.id, proc.pid);
    watch(run, isLive);
    void proc.exited.then((info) => onExit(run, proc, info));
  }

  /** One team's share is checked before the machine's limit, so a full team hears about its own quota. */
  function admit(id: string, what: string, teamId: string) {
    const existing = runs.get(id);
    if (existing) throw new DomainError('ALREADY_STREAMING', `${what} is already running (${existing.id} is ${existing.state})`);
    const ofTeam = [...runs.values()].filter((r) => r.teamId === teamId).length;
    if (ofTeam >= ctx.config.maxStreamsPerTeam) {
      throw new DomainError(
        'STREAM_CAPACITY',
        `Your team's stream limit is reached: ${ofTeam} streams of team ${teamId} are running (MAX_STREAMS_PER_TEAM is ${ctx.config.maxStreamsPerTeam}); stop one and retry`,
      );
    }
    if (runs.size >= ctx.config.maxStreams) {
      throw new DomainError(
        'STREAM_CAPACITY',
        `Stream limit reached: ${ctx.config.maxStreams} streams are running on this service; stop one and retry`,
      );
    }
  }

  const engine: StreamEngine = {
    liveDir,
    get: (id) => store.get(id),
    listTeam: (teamId) => store.listTeam(teamId),

    startIngest({ teamId, deviceId, deviceName, sourceUrl, pull }) {
      const id = ingestStreamId(deviceId);
      const sim = /^sim:\/\/(.+)$/.exec(sourceUrl);
      // A programming error, not a client's: every non-simulated source is checked before it gets here.
      if (!sim?.[1] && !pull) throw new Error(`${id}: an unchecked source URL reached the stream engine`);
      admit(id, 'A stream for this device', teamId);
      const dir = liveDir(id);
      const tag = Date.now().toString(36);
      const run: Run = {
        id,
        kind: 'FROM',
        teamId,
        deviceId,
        dir,
        role: 'source',
        port: pull?.port,
        host: pull?.host,
        sim: sim?.[1] ? { deviceName, sourceUrl } : undefined,
        state: 'STARTING',
        stopping: false,
      };
      cut.delete(deviceId);
      store.begin({ id, teamId, deviceId, kind: 'FROM', url: sourceUrl });
      runs.set(id, run);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(path.join(dir, 'dash'), { recursive: true });
      const playlist = path.join(dir, 'index.m3u8');
      const isLive = () => fs.existsSync(playlist) && fs.readFileSync(playlist, 'utf8').includes('#EXTINF');
      if (pull && !sim?.[1]) {
        launch(run, ingestArgs({ main: pull.url, mainOptions: pull.options, dir, tag }), isLive);
      } else if (sim?.[1]) {
        fs.mkdirSync(path.join(dir, 'sub'), { recursive: true });
        cameras
          .ensure(sim[1], deviceName)
          .then((urls) => launch(run, ingestArgs({ main: urls.main, sub: urls.sub, dir, tag }), isLive))
          .catch((err: unknown) => {
            setState(run, 'ERROR', `The simulated camera failed: ${err instanceof Error ? err.message : String(err)}`, 'CONNECTION_FAILED');
            runs.delete(id);
          });
      }
      return store.get(id) as StreamRow;
    },

    startRelay({ teamId, deviceId, deviceName, destUrl, push }) {
      const id = relayStreamId(deviceId);
      const ingest = runs.get(ingestStreamId(deviceId));
      if (!ingest || ingest.state !== 'STREAMING')
        throw new DomainError(
          'NOT_STREAMING',
          `${deviceName ?? 'The device'} is not streaming; start its stream before relaying it`,
          'deviceId',
        );
      admit(id, 'A relay for this device', teamId);
      const run: Run = {
        id,
        kind: 'TO',
        teamId,
        deviceId,
        dir: ingest.dir,
        role: 'destination',
        port: push.port,
        host: push.host,
        state: 'STARTING',
        stopping: false,
      };
      store.begin({ id, teamId, deviceId, kind: 'TO', url: redactCredentials(destUrl) });
      runs.set(id, run);
      let frames = 0;
      launch(
        run,
        relayArgs({ dir: ingest.dir, destUrl: push.url, destOptions: push.options }),
        () => frames > 0,
        (n) => (frames = n),
      );
      return store.get(id) as StreamRow;
    },

    stop(id) {
      const run = runs.get(id);
      const row = store.get(id);
      if (row?.kind === 'FROM') cut.delete(row.deviceId);
      if (!run) return row;
      if (!run.stopping) {
        run.stopping = true;
        setState(run, 'STOPPING');
        if (run.proc) void run.proc.stop();
      }
      return store.get(id);
    },

    dismiss: (id) => !runs.has(id) && store.dismiss(id),

    touchAnnotated: (id, appId, teamId) => annotations.touch(id, appId, teamId),

    cameras: {
      urls: cameras.ensure,
      async kill(deviceId, name) {
        down.add(deviceId);
        await cameras.kill(deviceId, name);
      },
      // A camera that comes back plays again with no client involved (the public watch page cannot
      // start streams): the ingests the kill ended are started again, each as a new run.
      async restore(deviceId, name) {
        await cameras.restore(deviceId, name);
        down.delete(deviceId);
        const again = cut.get(deviceId);
        cut.delete(deviceId);
        if (!again || runs.has(ingestStreamId(deviceId))) return;
        try {
          engine.startIngest({ teamId: again.teamId, deviceId, deviceName: again.deviceName, sourceUrl: again.sourceUrl });
        } catch (err) {
          // The team's quota may be full by now: the ingest stays ended, as a client start would.
          console.error(`[streams] ${deviceId}: not restarted after restore: ${err instanceof Error ? err.message : String(err)}`);
        }
      },
    },

    /** CAMERAS on: every seeded simulated camera listens from the start (a socket each, no ffmpeg until pulled). */
    async start() {
      if (!ctx.config.cameras) return;
      const sims = ctx.db.prepare("SELECT id, name FROM devices WHERE source_url = 'sim://' || id").all() as { id: string; name: string }[];
      for (const d of sims) await cameras.ensure(d.id, d.name);
    },

    async shutdown() {
      const all = [...runs.values()];
      // A shutdown ends a stream on the service's side: FINISHED with the reason (a stop a user
      // asked for before still ends STOPPED).
      for (const run of all) {
        if (run.stopping) void run.proc?.stop();
        else end(run, { state: 'FINISHED', error: 'service shut down' });
      }
      await Promise.all(all.map((r) => r.proc?.exited));
      await annotations.shutdown();
      await cameras.shutdown();
    },
  };
  return engine;
}
