import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id, unique on the screen: the section is named by its heading. */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/**
 * A region of a screen named by its own h2, so screen readers list it under that title
 * (`aria-labelledby`); the classes stay the caller's, since cards and plain blocks differ.
 */
export function TitledSection({ id, title, className, titleClassName, children }: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
