/** Types of bench/lib/cpu-profile.mjs for the tests that import it. */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber?: number;
}
export interface CpuProfile {
  startTime: number;
  endTime: number;
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}
export interface Ranked {
  name: string;
  busyPercent: number;
}
export interface ProfileSummary {
  windowed: boolean;
  seconds: number;
  busySeconds: number;
  idleSeconds: number;
  /** The longest run of busy samples: the longest the event loop could not turn. */
  longestBusyMs: number;
  /** The longest run of garbage-collector samples. */
  longestGcMs: number;
  areas: Ranked[];
  functions: Ranked[];
}
export function areaOf(frame: CallFrame): string;
export const monotonicMicros: () => number;
export function summariseProfile(
  profile: CpuProfile,
  options?: { top?: number; window?: { from: number; to: number } },
): ProfileSummary;
export function readProfile(dir: string): CpuProfile | null;
