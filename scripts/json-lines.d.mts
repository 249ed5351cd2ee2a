import type { ChildProcess } from 'node:child_process';

export type LineOutput = { write(text: string): unknown };

export function createJsonLineWriter(options: { output: LineOutput; level: 'info' | 'error'; pid?: number }): {
  write(text: string): void;
  end(): void;
};

export function pipeAsJsonLines(child: ChildProcess, outputs?: { stdout?: LineOutput; stderr?: LineOutput }): void;
