/** Types of bench/lib/cpu-per-request.mjs for the tests that import it. */
/** What cpuMeter (proc.mjs) read over a phase, in cores, and each server's run-queue wait share. */
export interface PhaseCores {
  harness: number | null;
  servers: (number | null)[];
  postgres: number | null;
  machineBusyShare: number | null;
  serverWaits?: (number | null)[];
}
export interface CpuPerRequest {
  clientsMs: number | null;
  serverMs: number | null;
  postgresMs: number | null;
  machineBusyShare: number | null;
  serverWaitShare: number | null;
}
export function cpuPerRequest(cores: PhaseCores, seconds: number, requests: number): CpuPerRequest;
export function cpuSplit(cpu: CpuPerRequest | null | undefined, options?: { postgres?: boolean }): string;
export function cpuLine(cpu: CpuPerRequest | null | undefined, options?: { postgres?: boolean }): string;
