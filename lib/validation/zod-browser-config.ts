/** Where zod keeps its settings (`z.config()`): it creates the object only when the global does not hold one yet. */
const ZOD_CONFIG_KEY = '__zod_globalConfig';

type WithZodConfig = typeof globalThis & { [ZOD_CONFIG_KEY]?: { jitless?: boolean } };

/**
 * Keeps zod from compiling its schemas, and so from probing for eval (`new Function`) before its first parse: the
 * pages' Content-Security-Policy allows no eval, so in the browser the probe is a blocked, reported violation on
 * every page whose forms validate with zod. Uncompiled, zod checks a form just as well. It sets zod's own settings
 * object rather than calling `z.config()`, which would put zod's core into every page's first script.
 */
export function disableZodCompilation(): void {
  const global = globalThis as WithZodConfig;
  global[ZOD_CONFIG_KEY] ??= {};
  global[ZOD_CONFIG_KEY].jitless = true;
}
