import type { Plugin } from 'vite';

/** A catalogue part imported for one language: `src/shared/i18n/catalogue/<part>.ts?lang=en`. */
const PART = /[\\/]src[\\/]shared[\\/]i18n[\\/]catalogue[\\/][^\\/?]+\.ts\?(?:.*&)?lang=(en|pt)(?:&|$)/;

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
 */
export function catalogueOneLanguage(): Plugin {
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
        out = `${out.slice(0, call.start)}{ ${lang}: ${code.slice(kept.start, kept.end)} }${out.slice(call.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
