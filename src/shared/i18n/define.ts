/**
 * A catalogue part is written once per feature with both languages side by side, so a key
 * cannot exist in one language only: the Portuguese half must have exactly the English keys.
 */
export type Messages = Readonly<Record<string, string>>;

export function defineMessages<const E extends Messages>(
  en: E,
  pt: { readonly [K in keyof E]: string },
): { en: E; pt: { readonly [K in keyof E]: string } } {
  return { en, pt };
}

/** Replaces `{name}` placeholders; unknown placeholders are left visible so they get noticed. */
export function interpolate(text: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
