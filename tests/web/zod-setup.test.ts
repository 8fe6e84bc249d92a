import { describe, expect, it } from 'vitest';
import '@/lib/zod-setup';
import { config } from 'zod/v4/core';

describe('zod setup for the browser', () => {
  it('turns off the eval probe through the global zod reads its settings from', () => {
    // Holds whether zod was loaded before the set-up (as when an earlier file in this worker loaded it)
    // or after (as on a page): the set-up changes zod's settings object in place.
    expect(config().jitless).toBe(true);
  });
});
