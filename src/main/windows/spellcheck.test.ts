import { describe, expect, it, vi } from 'vitest';
import { contextMenuTemplate, spellcheckLanguages } from './spellcheck';

vi.mock('electron', () => ({}));

describe('spellcheck', () => {
  it('asks for Portuguese and English among the dictionaries Chromium has', () => {
    expect(spellcheckLanguages(['en-US', 'en-GB', 'pt-BR', 'pt-PT', 'fr'])).toEqual(['pt-PT', 'en-GB']);
    expect(spellcheckLanguages(['en-US', 'pt-BR'])).toEqual(['pt-BR', 'en-US']);
    expect(spellcheckLanguages(['fr', 'de'])).toEqual([]);
  });

  it('offers suggestions and Add to Dictionary for a misspelt word, in the app’s language', () => {
    const replaceMisspelling = vi.fn();
    const addToDictionary = vi.fn();
    const items = contextMenuTemplate(
      {
        misspelledWord: 'candidatto',
        dictionarySuggestions: ['candidato', 'candidata'],
        isEditable: true,
        selectionText: '',
      },
      'pt',
      { replaceMisspelling, addToDictionary },
    )!;
    expect(items.map((i) => i.label ?? i.type)).toEqual([
      'candidato',
      'candidata',
      'Adicionar ao dicionário',
      'separator',
      'Cortar',
      'Copiar',
      'Colar',
      'Selecionar tudo',
    ]);
    (items[0]!.click as () => void)();
    expect(replaceMisspelling).toHaveBeenCalledWith('candidato');
    (items[2]!.click as () => void)();
    expect(addToDictionary).toHaveBeenCalledWith('candidatto');
  });

  it('offers Copy for selected page text, and nothing on a plain click', () => {
    const actions = { replaceMisspelling: vi.fn(), addToDictionary: vi.fn() };
    const plain = { misspelledWord: '', dictionarySuggestions: [], isEditable: false };
    expect(
      contextMenuTemplate({ ...plain, selectionText: 'Luanda' }, 'en', actions)!.map((i) => i.role),
    ).toEqual(['copy']);
    expect(contextMenuTemplate({ ...plain, selectionText: '' }, 'en', actions)).toBeNull();
  });
});
