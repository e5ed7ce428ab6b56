import type { Plugin } from 'vite';

/** A catalogue part imported for one language: `src/shared/i18n/catalogue/<part>.ts?lang=en`. */
const PART = /[\\/]src[\\/]shared[\\/]i18n[\\/]catalogue[\\/][^\\/?]+\.ts\?(?:.*&)?lang=(en|pt)(?:&|$)/;
/** …and for one side of the frame's keys: `&keys=frame` (only those) or `&keys=other` (all but those). */
const SIDE = /[?&]keys=(frame|other)(?:&|$)/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every `defineMessages(en, pt)` call in the module's syntax tree. */
function defineMessagesCalls(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) defineMessagesCalls(child, found);
  } else if (isNode(node)) {
    const callee = node.callee as Node | undefined;
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineMessages') {
      found.push(node);
      return found;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') defineMessagesCalls(child, found);
    }
  }
  return found;
}

/**
 * Speed to open (issue 12): the renderer loads one language of the message catalogue
 * (src/renderer/src/i18n/catalogue-<lang>.ts imports every part with `?lang=<lang>`). For those
 * imports, each `defineMessages(en, pt)` of the part becomes `{ <lang>: <that half> }`, so the other
 * language's texts are not in the chunk. The parts themselves stay as written (one file, both
 * languages side by side, checked by the type system); the server and the tests use them whole.
 * `frameKeys`: the keys the web build's plan ships with the frame (none in its planning pass or in
 * the desktop build, where both sides get every text).
 */
export function catalogueOneLanguage(frameKeys: ReadonlySet<string> | null = null): Plugin {
  return {
    name: 'conexao:catalogue-one-language',
    // After TypeScript is stripped, so the code parses as JavaScript.
    enforce: 'post',
    transform(code, id) {
      const lang = PART.exec(id)?.[1];
      if (!lang) return null;
      const calls = defineMessagesCalls(this.parse(code));
      if (calls.length === 0) this.error(`${id}: no defineMessages(en, pt) call to keep ${lang} of`);
      let out = code;
      // From the last call back, so earlier offsets stay valid.
      for (const call of calls.sort((a, b) => b.start - a.start)) {
        const [en, pt] = call.arguments as Node[];
        const kept = lang === 'en' ? en : pt;
        if (!kept) this.error(`${id}: defineMessages needs both languages`);
        const texts = keptSide(code, kept, SIDE.exec(id)?.[1], frameKeys);
        out = `${out.slice(0, call.start)}{ ${lang}: ${texts} }${out.slice(call.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/**
 * The source of one language's texts (an object literal), or, for one side of the frame's keys
 * (vite.frame-messages.ts), only its properties on that side. Without a side, or before the keys are
 * known (the first of the web build's two passes, the desktop build), every text.
 */
function keptSide(
  code: string,
  texts: Node,
  side: string | undefined,
  frame: ReadonlySet<string> | null,
): string {
  if (!side || !frame) return code.slice(texts.start, texts.end);
  if (texts.type !== 'ObjectExpression') throw new Error('defineMessages takes object literals');
  const kept = (texts.properties as Node[]).filter((property) => {
    const key = property.key as Node | undefined;
    const name =
      key?.type === 'Literal' ? String(key.value) : key?.type === 'Identifier' ? String(key.name) : null;
    if (name === null) throw new Error('catalogue keys are written as strings');
    return frame.has(name) === (side === 'frame');
  });
  return `{ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} }`;
}
