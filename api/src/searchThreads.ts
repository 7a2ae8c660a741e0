import { availableParallelism } from 'node:os';

/**
 * SEARCH_WORKERS for a started server when it is not set: searches run on a thread of their own
 * beside HTTP when the machine has a core to spare for every API process (api/README.md). Only
 * main.ts and the supervisor apply it, not the config's defaults, so apps built in-process (tests)
 * start no thread.
 */
export function defaultSearchWorkers(apiProcesses = 1): '0' | '1' {
  return availableParallelism() >= 2 * apiProcesses ? '1' : '0';
}
