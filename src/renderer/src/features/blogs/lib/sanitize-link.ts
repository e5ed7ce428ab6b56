/**
 * Link rules of the rich-text editor: only http, https, mailto and tel addresses are
 * kept; any other protocol (javascript:, data:, file:, ftp: …) becomes a blank address.
 */
export const ALLOWED_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;
export const BLANK_ADDRESS = 'about:blank';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// Browsers drop tabs and line breaks inside URLs ("java\tscript:"), so judge the address without them.
const IGNORED_CHARS = /[\t\n\r]/g;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/**
 * True for an address stored as is: an explicit allowed protocol, or the blank address. The
 * editor uses it for links it renders or receives by paste, where nothing should be guessed.
 */
export function isAllowedLink(address: string): boolean {
  const trimmed = address.trim();
  return trimmed === BLANK_ADDRESS || (SCHEME.test(trimmed) && sanitizeLink(trimmed) === trimmed);
}

/**
 * Returns the address to store for what the user typed. Without a scheme, an email address
 * gets mailto: and anything else https:, which is what people mean by "conexao.ao".
 */
export function sanitizeLink(input: string): string {
  // Leading/trailing controls and spaces are trimmed by URL parsers too; do the same first.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const address = input.replace(IGNORED_CHARS, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (address === '') return BLANK_ADDRESS;
  // A relative address would resolve against the app's own origin (app:// on the desktop).
  if (/^[/#?.]/.test(address) && !address.startsWith('//')) return BLANK_ADDRESS;
  if (!SCHEME.test(address)) {
    if (address.startsWith('//')) return `https:${address}`;
    return EMAIL.test(address) ? `mailto:${address}` : `https://${address}`;
  }
  let protocol: string;
  try {
    protocol = new URL(address).protocol.toLowerCase();
  } catch {
    return BLANK_ADDRESS;
  }
  return (ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(protocol) ? address : BLANK_ADDRESS;
}
