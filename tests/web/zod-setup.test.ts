import { describe, expect, it } from 'vitest';
import '@/lib/zod-setup';
import { config } from 'zod/v4/core';

describe('zod setup for the browser', () => {
  it('turns off the eval probe through the global zod reads its settings from', () => {
    expect(config().jitless).toBe(true);
  });
});
