import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PREFS_KEY } from '../lib/browser-storage';
import { renderApp } from '../test/render-app';
import { chooseLanguage, useLanguageStore } from './language-store';
import { detectLang } from './start-language';

describe('language switch', () => {
  it('re-renders the whole screen in Portuguese at once and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/signin');
    const trigger = screen.getByTestId('language-trigger');
    expect(trigger.textContent).toContain('Eng');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Português' }));

    expect(screen.getByTestId('language-trigger').textContent).toContain('Por');
    expect(screen.getByRole('button', { name: 'Iniciar sessão' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeTruthy();
    expect(screen.getByLabelText('Palavra-passe')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registar-se' })).toBeTruthy();
    expect(screen.queryByText('Remember me')).toBeNull();
    expect(document.documentElement.lang).toBe('pt');
    expect(JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}')).toEqual({ language: 'pt' });
    // The menu closed after the choice.
    expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
  });

  it('validation toasts follow the language too', async () => {
    const user = userEvent.setup();
    useLanguageStore.setState({ lang: 'pt' });
    renderApp('/signup');
    const form = screen.getByRole('button', { name: 'Registar-se' }).closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Registar-se' }));
    expect(await screen.findByText('Por favor, preencha todos os campos.')).toBeTruthy();
  });

  it('starts in the remembered language', async () => {
    localStorage.setItem(PREFS_KEY, JSON.stringify({ language: 'pt' }));
    await chooseLanguage();
    expect(useLanguageStore.getState().lang).toBe('pt');
  });

  it('without a remembered choice follows a Portuguese system, else English', () => {
    expect(['en', 'pt']).toContain(detectLang());
    expect(detectLang()).toBe(navigator.language.toLowerCase().startsWith('pt') ? 'pt' : 'en');
  });
});
