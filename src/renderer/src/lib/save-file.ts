/**
 * Hands bytes the app fetched (a receipt) to the person as a file. The browser saves a blob
 * link with `download` to its downloads; the desktop app's window does the same, since a
 * `download` link is a download, not a navigation (src/main/security/navigation.ts never sees
 * it), and Electron asks where to save it. The blob URL is same-origin, so the CSP allows it.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the next task is late enough to let go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
