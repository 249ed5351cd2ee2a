import { disableZodCompilation } from '@/lib/validation/zod-browser-config';

// Runs in the browser before the application: zod must not probe for eval, which the pages' CSP forbids.
disableZodCompilation();
