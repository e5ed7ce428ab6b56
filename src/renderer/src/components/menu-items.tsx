import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The items of a WAI-ARIA menu button's list (hooks/use-menu-button.ts): out of the Tab order,
 * the menu moves focus between them with the arrows.
 */

/** An item that leads to `to`; `onClick` closes the menu. */
export function MenuLinkItem({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <li role="none">
      <Link role="menuitem" tabIndex={-1} className="menu-item" to={to} onClick={onClick}>
        {children}
      </Link>
    </li>
  );
}

/** An item that first closes the menu (`close`, focus back on its button), then acts. */
export function MenuActionItem(props: {
  close(): void;
  onAct(): void;
  className?: string;
  children: ReactNode;
}) {
  const { close, onAct, className = 'menu-item', children } = props;
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={className}
        onClick={() => {
          close();
          onAct();
        }}
      >
        {children}
      </button>
    </li>
  );
}
