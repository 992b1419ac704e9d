import type { ReactNode } from 'react';
import { DialogSheet } from './form-dialog';

// The frame of the catalogue's CSV dialogs (docs/product.md §11 Ekspor dan impor CSV): a sheet from the bottom on a
// phone, a centred dialog on a wide screen, like the admin's other dialogs.

export function CsvDialog({
  title,
  onClose,
  children,
  footer,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  wide?: boolean;
}) {
  return (
    <DialogSheet title={title} width={wide ? 'wide' : 'normal'} onDismiss={onClose}>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">{children}</div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 px-5 py-4">
        {footer}
      </div>
    </DialogSheet>
  );
}
