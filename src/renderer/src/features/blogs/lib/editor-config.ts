import type { EditorState } from '@tiptap/pm/state';
import { Extension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink } from './sanitize-link';

/** Editor limits (docs/product.md §9): undo depth, edits merged into one undo step, list depth. */
export const EDITOR_HISTORY_DEPTH = 100;
export const EDITOR_HISTORY_MERGE_MS = 1000;
export const EDITOR_MAX_INDENT = 8;
export const EDITOR_HEADING_LEVELS = [1, 2, 3] as const;
export type EditorHeadingLevel = (typeof EDITOR_HEADING_LEVELS)[number];

/** How deep the selection sits in nested lists (1 = a top-level list item). */
export function listDepth(state: EditorState): number {
  const { $from } = state.selection;
  let depth = 0;
  for (let d = $from.depth; d > 0; d--) if ($from.node(d).type.name === 'listItem') depth++;
  return depth;
}

/**
 * Indentation is list nesting here; Tab beyond level 8 does nothing (indent
 * levels run 1 to 8). Runs before the list keymap, which would otherwise sink the item again.
 */
const IndentLimit = Extension.create({
  name: 'indentLimit',
  priority: 1000,
  addKeyboardShortcuts() {
    return {
      Tab: ({ editor }) => listDepth(editor.state) >= EDITOR_MAX_INDENT,
    };
  },
});

/**
 * StarterKit 3 already carries Link, Underline and UndoRedo. Only the formats of the toolbar
 * stay on, so a keyboard shortcut cannot produce a format the toolbar cannot show, and nothing
 * the server's allowlist would drop (src/shared/api/blogs.ts) can be typed or pasted: no images.
 */
export const blogEditorExtensions = [
  StarterKit.configure({
    heading: { levels: [...EDITOR_HEADING_LEVELS] },
    undoRedo: { depth: EDITOR_HISTORY_DEPTH, newGroupDelay: EDITOR_HISTORY_MERGE_MS },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // Pasted or typed-in anchors with any other protocol are dropped or lose their address.
      isAllowedUri: (url) => isAllowedLink(url),
    },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
  }),
  IndentLimit,
];
