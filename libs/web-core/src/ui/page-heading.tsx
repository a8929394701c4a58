import type { ReactNode } from 'react';
import { Link } from '@reformas/web-core';

export type HeadingLink = { to: string; label: string; primary?: boolean };

export type PageHeadingProps = {
  title: ReactNode;
  titleId?: string;
  /** Links beside the title: one stands alone, several go in a row (a <nav> named `nav` when given). */
  links?: readonly HeadingLink[];
  nav?: string;
  /** Anything else beside the title (a button). */
  children?: ReactNode;
};

function HeadingLinkButton({ to, label, primary }: HeadingLink) {
  return (
    <Link className={primary ? 'rv-button primary' : 'rv-button'} to={to}>
      {label}
    </Link>
  );
}

/** A remote page's title row (board.css's board-heading): the same in the page and in its prerendered frame. */
export function PageHeading({ title, titleId, links = [], nav, children }: PageHeadingProps) {
  const buttons = links.map((link) => <HeadingLinkButton key={link.to} {...link} />);
  return (
    <div className="board-heading">
      <h1 id={titleId}>{title}</h1>
      {nav ? (
        <nav className="actions" aria-label={nav}>
          {buttons}
        </nav>
      ) : buttons.length > 1 ? (
        <div className="actions">{buttons}</div>
      ) : (
        buttons
      )}
      {children}
    </div>
  );
}
