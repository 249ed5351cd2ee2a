export { consumeClientRateLimit } from './client-rate-limit';
export { consumeRateLimit, type RateLimitOptions, type RateLimitResult } from './consume-rate-limit';
