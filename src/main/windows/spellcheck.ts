import type { ContextMenuParams, MenuItemConstructorOptions } from 'electron';
import type { Lang } from '@shared/domain';
import { translate } from '@shared/i18n';

/** Portuguese (Angola writes European Portuguese; Brazilian as a fallback) and English. */
const WANTED = ['pt-PT', 'pt-BR', 'pt', 'en-GB', 'en-US', 'en'];

/**
 * The spellchecker languages to ask Chromium for, among those it has (Windows and Linux;
 * macOS always uses the system spellchecker and its languages). At most one per language.
 */
export function spellcheckLanguages(available: readonly string[]): string[] {
  const chosen: string[] = [];
  for (const base of ['pt', 'en']) {
    const match = WANTED.filter((code) => code.startsWith(base)).find((code) => available.includes(code));
    if (match) chosen.push(match);
  }
  return chosen;
}

/**
 * The right-click menu of text fields: spelling suggestions and "add to dictionary" for a
 * misspelt word, then cut/copy/paste as the field allows. Null where there is nothing to offer.
 */
export function contextMenuTemplate(
  params: Pick<
    ContextMenuParams,
    'misspelledWord' | 'dictionarySuggestions' | 'isEditable' | 'selectionText'
  >,
  lang: Lang,
  actions: { replaceMisspelling(word: string): void; addToDictionary(word: string): void },
): MenuItemConstructorOptions[] | null {
  const items: MenuItemConstructorOptions[] = [];
  if (params.misspelledWord) {
    for (const suggestion of params.dictionarySuggestions.slice(0, 5)) {
      items.push({ label: suggestion, click: () => actions.replaceMisspelling(suggestion) });
    }
    items.push({
      label: translate(lang, 'menu.addToDictionary'),
      click: () => actions.addToDictionary(params.misspelledWord),
    });
    items.push({ type: 'separator' });
  }
  if (params.isEditable) {
    items.push(
      { role: 'cut', label: translate(lang, 'menu.cut') },
      { role: 'copy', label: translate(lang, 'menu.copy') },
      { role: 'paste', label: translate(lang, 'menu.paste') },
      { role: 'selectAll', label: translate(lang, 'menu.selectAll') },
    );
  } else if (params.selectionText.trim()) {
    items.push({ role: 'copy', label: translate(lang, 'menu.copy') });
  }
  while (items.at(-1)?.type === 'separator') items.pop();
  return items.length > 0 ? items : null;
}
