import { createContext, useContext, type ReactNode } from 'react';
import type { Me } from '../../shared/schemas/user';

// Who is logged in, as the server wrote it into the admin page (src-server/http/admin-pages.ts).
// It only shapes the UI (menus, buttons); every procedure checks the session and role again.

const MeContext = createContext<Me | null>(null);

export function MeProvider({ me, children }: { me: Me; children: ReactNode }) {
  return <MeContext.Provider value={me}>{children}</MeContext.Provider>;
}

export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside MeProvider');
  return me;
}

/** The user the server embedded in the page, or null when the page has none. */
export function readEmbeddedMe(doc: Document): Me | null {
  const text = doc.getElementById('etalase-admin-me')?.textContent;
  if (!text) return null;
  try {
    const me = JSON.parse(text) as Partial<Me>;
    return typeof me.id === 'number' && typeof me.username === 'string'
      ? { id: me.id, username: me.username, isMainAdmin: me.isMainAdmin === true }
      : null;
  } catch {
    return null;
  }
}
