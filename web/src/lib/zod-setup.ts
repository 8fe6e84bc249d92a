/**
 * zod 4 probes `new Function` when an object schema is built, to compile faster parsers; the site's
 * Content-Security-Policy forbids eval, so the probe would only log a violation. zod keeps its settings
 * on this global (so copies of zod share them); setting it here, before any schema module is
 * evaluated, costs no bytes on pages that never load zod. The object is changed in place, never replaced:
 * a zod loaded earlier keeps the object it found (as in the web tests, which share modules between
 * files). tests/web/zod-setup.test.ts checks that zod still reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
