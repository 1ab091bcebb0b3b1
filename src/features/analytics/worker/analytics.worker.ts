/// <reference lib="webworker" />
import { createAnalyticsEngine } from './analytics-engine';
import type { WorkerRequest } from './protocol';

const engine = createAnalyticsEngine();

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const response = engine.handle(event.data);
  if (response) self.postMessage(response);
};
