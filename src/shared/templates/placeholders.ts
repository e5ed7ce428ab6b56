/**
 * Message templates (issue 19, docs/product.md §10, Bulk moves and templates): the placeholders a template may use and the one
 * renderer, shared by the server (which sends) and the app (which previews). Bodies are plain
 * text; HTML escaping is the email's job.
 */

export const TEMPLATE_PLACEHOLDERS = [
  'candidate_first_name',
  'candidate_last_name',
  'job_title',
  'company_name',
  'interview_time',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** Values for one recipient; a missing or null value renders as nothing (never as "null"). */
export type PlaceholderValues = Partial<Record<TemplatePlaceholder, string | null>>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

function isPlaceholder(name: string): name is TemplatePlaceholder {
  return (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);
}

/** The `{{names}}` in `text` that are not placeholders (refused when a template is saved). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!isPlaceholder(name)) unknown.add(name);
  }
  return [...unknown];
}

/** Replaces every known placeholder; unknown ones (only in templates saved before a rename) stay literal. */
export function renderTemplate(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    isPlaceholder(name) ? (values[name] ?? '').trim() : whole,
  );
}
