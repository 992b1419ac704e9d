import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EditorValues } from './produk-editor-form';

// The product editor's draft (docs/product.md §5 Editor produk): everything typed, photos
// included (staged uploads wait a day on the server, so their names are enough), kept in this
// tab's sessionStorage while the editor is open, and filled back in when the same product's
// editor opens again: after a reload, a login that came back, or a wrong tap on the menu.
// Cleared by a save.

const PREFIX = 'etalase-admin-editor:';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): EditorValues | undefined {
  try {
    const text = storage()?.getItem(key);
    const values = text ? (JSON.parse(text) as Partial<EditorValues> | null) : undefined;
    // Only a draft of the editor's own shape is filled back in.
    return values &&
      typeof values.nama_produk === 'string' &&
      Array.isArray(values.foto) &&
      Array.isArray(values.warna) &&
      Array.isArray(values.ukuran)
      ? (values as EditorValues)
      : undefined;
  } catch {
    return undefined;
  }
}

export function useEditorDraft(
  id: number | 'new',
  form: UseFormReturn<EditorValues>,
): { restored: boolean; clear: () => void } {
  const key = PREFIX + String(id);
  const [kept] = useState(() => read(key));

  useEffect(() => {
    // Once, as the editor opens: the stored values stay the defaults, so it counts as changed.
    if (kept) form.reset(kept, { keepDefaultValues: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const opened = JSON.stringify(form.formState.defaultValues);
    const subscription = form.watch((values) => {
      const text = JSON.stringify(values);
      try {
        // Back to what was opened: nothing to keep.
        if (text === opened) storage()?.removeItem(key);
        else storage()?.setItem(key, text);
      } catch {
        // full or switched off: the editor still works, it is just not kept
      }
    });
    return () => subscription.unsubscribe();
  }, [form, key]);

  return { restored: kept !== undefined, clear: () => storage()?.removeItem(key) };
}
