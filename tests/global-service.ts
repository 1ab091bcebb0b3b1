import type { TestProject } from 'vitest/node';
import { startService, type RunningService } from '../server/testing/start-service';

declare module 'vitest' {
  export interface ProvidedContext {
    serviceUrl: string;
  }
}

let service: RunningService | undefined;

/** One seeded service shared by the contract test files (each file uses its own names). */
export async function setup(project: TestProject): Promise<void> {
  service = await startService({ env: { CAMERAS: 'off' } });
  project.provide('serviceUrl', service.url);
}

export async function teardown(): Promise<void> {
  await service?.stop();
}
