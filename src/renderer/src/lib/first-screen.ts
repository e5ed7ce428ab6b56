/**
 * When the first screen's code is in (app/bootstrap.ts says so). What the start does not need
 * (react-toastify's code, the web build's service worker) waits for it: on a slow link it would
 * otherwise share the bandwidth and the six connections with the first screen's own files
 * (issue 12, speed to open). Until bootstrap says so, it has not happened (unit tests that render
 * parts of the app alone never see it).
 */
let markLoaded: () => void = () => {};
const loaded = new Promise<void>((resolve) => {
  markLoaded = resolve;
});

/** Called once by start-up when the first screen's code is in (or failed: its screen says so). */
export function firstScreenLoaded(): void {
  markLoaded();
}

/** Resolves once the first screen's code is in. */
export function afterFirstScreen(): Promise<void> {
  return loaded;
}
