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
