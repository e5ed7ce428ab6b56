import { useT } from '@renderer/i18n/use-t';
import type { IconProps } from '@renderer/components/icons';
import type { MessageKey } from '@shared/i18n';
import { type ChainedCommands, type Editor, useEditorState } from '@tiptap/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { EDITOR_HEADING_LEVELS } from '../lib/editor-config';
import {
  BoldIcon,
  BulletListIcon,
  ClearFormatIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  UnderlineIcon,
} from './blog-icons';

interface ToolbarProps {
  editor: Editor;
  controlsId: string;
  linkOpen: boolean;
  onLink: () => void;
}

function ToolButton(props: { label: string; pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="blog-tool"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      // Keep the editor's selection: a mousedown on the button would otherwise take the focus.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/** A format the tool turns on and off; `name` is also what the editor calls it in isActive(). */
interface Toggle {
  name: 'bold' | 'italic' | 'underline' | 'orderedList' | 'bulletList';
  label: MessageKey;
  Icon: (props: IconProps) => ReactNode;
  apply: (chain: ChainedCommands) => ChainedCommands;
}

const MARKS: Toggle[] = [
  { name: 'bold', label: 'blogs.editor.bold', Icon: BoldIcon, apply: (c) => c.toggleBold() },
  { name: 'italic', label: 'blogs.editor.italic', Icon: ItalicIcon, apply: (c) => c.toggleItalic() },
  {
    name: 'underline',
    label: 'blogs.editor.underline',
    Icon: UnderlineIcon,
    apply: (c) => c.toggleUnderline(),
  },
];

const LISTS: Toggle[] = [
  {
    name: 'orderedList',
    label: 'blogs.editor.orderedList',
    Icon: OrderedListIcon,
    apply: (c) => c.toggleOrderedList(),
  },
  {
    name: 'bulletList',
    label: 'blogs.editor.bulletList',
    Icon: BulletListIcon,
    apply: (c) => c.toggleBulletList(),
  },
];

/** Arrow keys move between the tools, as in any toolbar; Tab still reaches each one. */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const tools = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = tools.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const last = tools.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : (index + (event.key === 'ArrowRight' ? 1 : -1) + tools.length) % tools.length;
  tools[next]?.focus();
}

/** Headers 1–3, bold, italic, underline, link, lists, clean formatting: every format the editor allows, and no other. */
export function EditorToolbar({ editor, controlsId, linkOpen, onLink }: ToolbarProps) {
  const t = useT();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      link: e.isActive('link'),
      orderedList: e.isActive('orderedList'),
      bulletList: e.isActive('bulletList'),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = ({ name, label, Icon, apply }: Toggle) => (
    <ToolButton key={name} label={t(label)} pressed={active[name]} onClick={() => apply(chain()).run()}>
      <Icon size={18} />
    </ToolButton>
  );

  return (
    <div
      className="blog-toolbar"
      role="toolbar"
      aria-label={t('blogs.editor.toolbar')}
      aria-controls={controlsId}
      onKeyDown={onToolbarKeyDown}
    >
      {EDITOR_HEADING_LEVELS.map((level) => (
        <ToolButton
          key={level}
          label={t('blogs.editor.heading', { level })}
          pressed={active[`h${level}`]}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          <span className="blog-tool-text">H{level}</span>
        </ToolButton>
      ))}
      <span className="blog-tool-sep" aria-hidden="true" />
      {MARKS.map(toggle)}
      <ToolButton label={t('blogs.editor.link')} pressed={active.link || linkOpen} onClick={onLink}>
        <LinkIcon size={18} />
      </ToolButton>
      <span className="blog-tool-sep" aria-hidden="true" />
      {LISTS.map(toggle)}
      <span className="blog-tool-sep" aria-hidden="true" />
      <ToolButton
        label={t('blogs.editor.clean')}
        pressed={false}
        onClick={() => chain().unsetAllMarks().clearNodes().run()}
      >
        <ClearFormatIcon size={18} />
      </ToolButton>
    </div>
  );
}
