/** What tests read of request-shapes.mjs (issue 20: where a mix's time goes). */
export function requestShape(path: string, serverTiming: string): string;
export function shapeShares(answers: Array<{ shape: string; ms: number; path: string }>): Array<{
  shape: string;
  requests: number;
  ms: number;
  averageMs: number;
  maxMs: number;
  slowestPath: string;
  share: number;
}>;
