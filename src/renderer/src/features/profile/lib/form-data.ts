/** Multipart body of the profile calls: text fields as they are, at most one file. */
export function toFormData(
  fields: Readonly<Record<string, string | null | undefined>>,
  file?: { field: string; file: File | null },
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value ?? '');
  if (file?.file) data.append(file.field, file.file, file.file.name);
  return data;
}

/** axios progress event → whole percent, for the uploader's bar. */
export function percentOf(event: { loaded: number; total?: number }): number {
  if (!event.total) return 0;
  return Math.min(100, Math.round((event.loaded / event.total) * 100));
}

/**
 * What a profile call with an image (a logo, a picture) sends: its fields and the image (only
 * when newly chosen) as a multipart body, and the upload's progress in whole percents.
 */
export function withImage(
  fields: object,
  image: { field: string; file: File | null },
  onProgress?: (percent: number) => void,
) {
  return {
    body: toFormData(fields as Record<string, string | null | undefined>, image),
    onUploadProgress: onProgress
      ? (event: { loaded: number; total?: number }) => onProgress(percentOf(event))
      : undefined,
  };
}
