import { Editor, type JSONContent } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  blogEditorExtensions,
  EDITOR_HISTORY_DEPTH,
  EDITOR_HISTORY_MERGE_MS,
  EDITOR_MAX_INDENT,
  listDepth,
} from './editor-config';

/** A bullet list nested `depth` levels deep, with the cursor in the innermost item's text. */
function nestedList(depth: number): JSONContent {
  let item: JSONContent = {
    type: 'listItem',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'deep' }] }],
  };
  for (let level = 1; level < depth; level++) {
    item = {
      type: 'listItem',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: `level ${level}` }] },
        { type: 'bulletList', content: [item] },
      ],
    };
  }
  return { type: 'doc', content: [{ type: 'bulletList', content: [item] }] };
}

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function editorWith(content: JSONContent) {
  editor = new Editor({ element: document.createElement('div'), extensions: blogEditorExtensions, content });
  // Put the cursor at the end of the last text, i.e. in the innermost item.
  editor.commands.setTextSelection(editor.state.doc.content.size - 3);
  return editor;
}

/** A second item next to the innermost one, so Tab has something to sink into. */
function withSibling(depth: number) {
  const e = editorWith(nestedList(depth));
  e.commands.splitListItem('listItem');
  return e;
}

describe('editor configuration (undo depth, merge window, indent levels)', () => {
  it('keeps 100 undo steps and merges edits within 1000 ms', () => {
    const e = editorWith(nestedList(1));
    const undoRedo = e.extensionManager.extensions.find((ext) => ext.name === 'undoRedo');
    expect(undoRedo?.options).toMatchObject({
      depth: EDITOR_HISTORY_DEPTH,
      newGroupDelay: EDITOR_HISTORY_MERGE_MS,
    });
    expect([EDITOR_HISTORY_DEPTH, EDITOR_HISTORY_MERGE_MS]).toEqual([100, 1000]);
  });

  it('indents a list item with Tab below level 8', () => {
    const e = withSibling(3);
    expect(listDepth(e.state)).toBe(3);
    e.commands.keyboardShortcut('Tab');
    expect(listDepth(e.state)).toBe(4);
  });

  it('does not indent beyond level 8', () => {
    const e = withSibling(EDITOR_MAX_INDENT);
    expect(listDepth(e.state)).toBe(EDITOR_MAX_INDENT);
    e.commands.keyboardShortcut('Tab');
    expect(listDepth(e.state)).toBe(EDITOR_MAX_INDENT);
  });

  it('drops pasted anchors that break the link rules, and every image', () => {
    editor = new Editor({
      element: document.createElement('div'),
      extensions: blogEditorExtensions,
      content:
        '<p><a href="javascript:alert(1)">bad</a> <a href="mailto:rh@kianda.ao">ok</a></p>' +
        '<img src="https://tracker.example/p.gif"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
    });
    const html = editor.getHTML();
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="mailto:rh@kianda.ao"');
    expect(html).not.toContain('tracker.example');
    expect(html).not.toContain('<img');
  });
});
