export { consumeRateLimit, type RateLimitOptions, type RateLimitResult } from './consume-rate-limit';
