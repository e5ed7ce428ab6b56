import { randomBytes } from 'node:crypto';
import { OAUTH_MESSAGE_TYPE, type OAuthMessage } from '@shared/api/auth';
import type { Lang } from '@shared/domain';
import { translate } from '@shared/i18n';
import type { CallbackOutcome } from './oauth-service';

/** The desktop app's return address (src/main/services/social-sign-in.ts reads it). */
export const DESKTOP_RETURN = 'conexao://auth/complete';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface CallbackPage {
  html: string;
  /** Only this page's own inline script and style may run. */
  csp: string;
}

/**
 * The page the provider's redirect lands on (issue 14). Desktop: it opens the app through
 * conexao://auth/complete?ticket=… and says the tab may be closed. Browser: it posts the ticket
 * to the page that opened the popup, to that page's origin only, and closes; without an opener
 * (popups were blocked, so the whole page went to the provider) it returns to /signin with the
 * ticket in the fragment, which never reaches a server log.
 */
export function callbackPage(outcome: CallbackOutcome, lang: Lang): CallbackPage {
  const nonce = randomBytes(16).toString('base64');
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(lang, key));
  let body: string;
  let script = '';
  if (outcome.kind === 'invalid') {
    body = `<p>${t('auth.social.pageInvalid')}</p>`;
  } else if (outcome.client === 'desktop') {
    const link = `${DESKTOP_RETURN}?ticket=${encodeURIComponent(outcome.ticket)}`;
    body = `<p>${t('auth.social.pageDone')}</p><p><a class="button" href="${escapeHtml(link)}">${t('auth.social.pageOpenApp')}</a></p>`;
    script = `location.href = ${scriptJson(link)};`;
  } else {
    const origin = outcome.webOrigin ?? '';
    const message: OAuthMessage = { type: OAUTH_MESSAGE_TYPE, ticket: outcome.ticket };
    const fallback = `${origin}/signin#oauth_ticket=${encodeURIComponent(outcome.ticket)}`;
    body = `<p>${t('auth.social.pageDone')}</p>`;
    // In a function: a top-level `var opener` would overwrite window.opener itself.
    script = [
      '(function () {',
      `  var message = ${scriptJson(message)};`,
      '  var target = null;',
      '  try { target = window.opener && !window.opener.closed ? window.opener : null; } catch (e) {}',
      `  if (target) { target.postMessage(message, ${scriptJson(origin)}); window.close(); }`,
      `  else { location.replace(${scriptJson(fallback)}); }`,
      '})();',
    ].join('\n');
  }
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${t('auth.social.pageTitle')}</title>
<style nonce="${nonce}">
body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; margin: 0; background: #f5f7fb; color: #1d2433; }
main { max-width: 28rem; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); text-align: center; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
.button { display: inline-block; padding: .6rem 1.2rem; border-radius: 8px; background: #1f5eff; color: #fff; text-decoration: none; }
</style>
</head>
<body>
<main>
<h1>Conexão</h1>
${body}
</main>
${script ? `<script nonce="${nonce}">\n${script}\n</script>` : ''}
</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
