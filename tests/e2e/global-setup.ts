// Once per e2e run: build the app and serve it; the tests read the address with inject('baseUrl').
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildApp, serveBuild } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    buildDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const buildDir = buildApp();
  const served = await serveBuild(buildDir);
  project.provide('baseUrl', served.url);
  project.provide('buildDir', buildDir);
  return async () => {
    await served.close();
    rmSync(buildDir, { recursive: true, force: true });
  };
}
