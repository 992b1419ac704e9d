import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/**
 * The storefront's links inside the shop. React Router's `Link` resolves its target against the
 * matched routes and builds its click handler on every render: with 60 links on a category page
 * that was a twentieth of each server render (issue 18, docs/decisions/0008). Every target here
 * is already an absolute path, so a link is a plain `<a>` whose click hands the path to the one
 * `navigate` the page holds; the browser follows it as any link before the page is interactive.
 */
const NavigateContext = createContext<NavigateFunction | null>(null);

/** Gives the links below the router's `navigate`, looked up once for the whole page. */
export function ShopNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

/** A click the browser would handle itself: another button, a key held, a new tab or window. */
function isOwnClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function ShopLink({
  to,
  onClick,
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children: ReactNode }) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented || !isOwnClick(event, props.target)) return;
        event.preventDefault();
        // As React Router's Link: a link to the address already shown does not add a history step.
        const here = window.location.pathname + window.location.search;
        void navigate(to, { replace: here === to });
      }}
    >
      {children}
    </a>
  );
}
