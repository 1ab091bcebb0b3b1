/// <reference lib="webworker" />
import { createAnalyticsEngine } from './analytics-engine';
import type { WorkerRequest, WorkerResponse } from './protocol';

const engine = createAnalyticsEngine((msg: WorkerResponse) => self.postMessage(msg));

self.onmessage = (event: MessageEvent<WorkerRequest>) => engine.handle(event.data);
