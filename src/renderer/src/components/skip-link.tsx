import type { MouseEvent } from 'react';
import { useT } from '../i18n/use-t';

/** The id of the main landmark of every screen, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to content' (WCAG 2.4.1): the first focusable element of a screen, shown only while it has
 * focus (global.css .skip-link). It moves focus to the main landmark, which carries
 * `tabIndex={-1}` so a script can focus it; the next Tab goes on inside the page. The address
 * keeps no '#main-content' (the router owns it).
 */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('common.skipToContent')}
    </a>
  );
}
