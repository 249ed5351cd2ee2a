import type { DestinationStream, Logger } from 'pino';
import type { Registry } from 'prom-client';

export function sharedLogger(destination?: DestinationStream): Logger;
export function sharedRegistry(): Registry;
export function serializeError(error: unknown): Record<string, unknown>;
