import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { Plugin } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { mergeAttributes, Node } from '@tiptap/react';

/** Image types the editor accepts (docs/product.md §5). Anything else dropped or pasted is ignored. */
export const BLOG_IMAGE_TYPES = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
] as const;

const DATA_URL = /^data:image\/(png|gif|jpeg|bmp|x-icon);base64,[a-z0-9+/]+=*$/i;

/**
 * Images live in the post as data: URLs (there is no upload call for blogs). Only those are
 * kept, so pasted HTML cannot make the app fetch a remote image or run an SVG.
 */
export function isAllowedImageSource(src: string): boolean {
  return DATA_URL.test(src);
}

export function isAcceptedImageFile(file: File): boolean {
  return (BLOG_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= UPLOAD_MAX_BYTES;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Inserts the accepted files at the selection; returns how many were inserted. */
export async function insertImageFiles(view: EditorView, files: Iterable<File>): Promise<number> {
  let inserted = 0;
  for (const file of files) {
    if (!isAcceptedImageFile(file)) continue;
    const src = await readAsDataUrl(file);
    if (!isAllowedImageSource(src) || view.isDestroyed) continue;
    const node = view.state.schema.nodes.image?.create({ src, alt: '' });
    if (!node) continue;
    view.dispatch(view.state.tr.replaceSelectionWith(node).scrollIntoView());
    inserted++;
  }
  return inserted;
}

const imageFiles = (list: FileList | null | undefined) =>
  [...(list ?? [])].filter((file) => file.type.startsWith('image/'));

export const BlogImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return { src: { default: null }, alt: { default: '' } };
  },

  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (el) => (isAllowedImageSource(el.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes, { class: 'blog-editor-image' })];
  },

  addProseMirrorPlugins() {
    // Dropped or pasted image files; a non-accepted type is swallowed rather than pasted as junk.
    const take = (view: EditorView, files: File[]) => {
      if (files.length === 0) return false;
      void insertImageFiles(view, files);
      return true;
    };
    return [
      new Plugin({
        props: {
          handlePaste: (view, event) => take(view, imageFiles(event.clipboardData?.files)),
          handleDrop: (view, event) => take(view, imageFiles(event.dataTransfer?.files)),
        },
      }),
    ];
  },
});
