import { afterAll, beforeEach } from 'vitest';
import { markTestStarted, releaseUserPool } from './support';

/**
 * The hooks every integration file shares. The files share one module graph (vitest.config.ts), so
 * support.ts is evaluated once for all of them; a hook it registered itself would belong to the first
 * file only. A setup file runs before each file, so each file gets its own.
 */
beforeEach(markTestStarted);
afterAll(releaseUserPool);
