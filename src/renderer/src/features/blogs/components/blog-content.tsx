import { useMemo } from 'react';
import { sanitizeForDisplay } from '../lib/safe-html';

/**
 * The article's body. The server stored it sanitised; it is sanitised once more here, and
 * only that output reaches the DOM (see lib/safe-html.ts).
 */
export function BlogContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeForDisplay(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the input has just been sanitised by DOMPurify to the editor's allowlist.
  return <div className="blog-prose" dangerouslySetInnerHTML={{ __html: safe }} />;
}
