import { useT } from '@renderer/i18n/use-t';
import { type Content, EditorContent, useEditor } from '@tiptap/react';
import { useId, useRef, useState } from 'react';
import { blogEditorExtensions } from '../lib/editor-config';
import { BLANK_ADDRESS, sanitizeLink } from '../lib/sanitize-link';
import { EditorToolbar } from './editor-toolbar';
import { LinkForm } from './link-form';

interface RichTextEditorProps {
  initialContent?: Content;
  /** Every change of the body, as the editor's HTML. */
  onChange?: (html: string) => void;
}

/** Tiptap body editor with the blog toolbar; the page owns saving (see hooks/use-draft-saver). */
export function RichTextEditor({ initialContent, onChange }: RichTextEditorProps) {
  const t = useT();
  const labelId = useId();
  const contentId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  // The editor is created once; the latest callback is read through the ref.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: blogEditorExtensions,
    content: initialContent ?? '',
    immediatelyRender: true,
    onUpdate: ({ editor: changed }) => onChangeRef.current?.(changed.getHTML()),
    editorProps: {
      attributes: {
        id: contentId,
        class: 'blog-editor-content blog-prose',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
  });

  const currentHref = (): string => {
    const href = editor.getAttributes('link').href;
    return typeof href === 'string' && href !== BLANK_ADDRESS ? href : '';
  };

  const applyLink = (typed: string) => {
    setLinkOpen(false);
    if (typed.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = sanitizeLink(typed);
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: typed.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .unsetMark('link')
        .run();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <div className="field">
      {/* A contenteditable cannot be the target of <label for>; aria-labelledby names it instead. */}
      <span id={labelId} className="field-label">
        {t('blogs.editor.bodyLabel')}
      </span>
      <div className="blog-editor">
        <EditorToolbar
          editor={editor}
          controlsId={contentId}
          linkOpen={linkOpen}
          onLink={() => setLinkOpen((value) => !value)}
        />
        {linkOpen && (
          <LinkForm
            initial={currentHref()}
            onApply={applyLink}
            onRemove={() => {
              setLinkOpen(false);
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
            }}
            onCancel={() => {
              setLinkOpen(false);
              editor.commands.focus();
            }}
          />
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
