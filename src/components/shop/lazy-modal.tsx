import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal';

const load = () => import('./modal');
const Modal = lazy(load);

/** Starts loading the dialog's chunk early (when a visitor points at or focuses its button). */
export function preloadModal() {
  void load();
}

/**
 * A dialog (src/components/shop/modal.tsx) whose code loads when it first opens; nothing is
 * rendered before that, on the server or in the browser. It stays mounted after, so it closes
 * the way it opened.
 */
export function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
