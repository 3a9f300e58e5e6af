import { createContext, useContext, type ReactNode } from 'react';
import styles from './flow.module.css';

/** Renders a screen's title as something other than an `<h1>`. */
export type RenderTitle = (title: ReactNode, className: string | undefined) => ReactNode;

/**
 * How a screen's title renders, when not as an `<h1>`: the modal shell renders it as its
 * dialog's title, which names the dialog. Given by the shell rather than chosen here, so the
 * page's first chunk does not carry the dialog primitive (decision 047).
 */
export const FlowTitleContext = createContext<RenderTitle | null>(null);

/** A screen's title; in the modal it also names the dialog. */
export function FlowHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  const renderTitle = useContext(FlowTitleContext);
  return (
    <header className={styles.header}>
      {renderTitle ? (
        renderTitle(children, styles.title)
      ) : (
        <h1 className={styles.title}>{children}</h1>
      )}
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
