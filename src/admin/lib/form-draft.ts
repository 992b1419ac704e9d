import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

// A copy of an open form in this tab's sessionStorage, so what was typed survives a reload or
// a trip to the login page (the page opens the form again and fills it back in). Only text,
// numbers and choices are kept: never a password, never a file. Cleared when the form is saved
// or closed on purpose.

const PREFIX = 'etalase-admin-draft:';
const NONE: readonly string[] = [];

export interface Draft {
  /** The row being edited, or 'new'. */
  id: number | 'new';
  values: Record<string, string | number | boolean>;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage switched off: the form simply is not kept
  }
}

/** The draft kept for `form` (one per kind of form in a tab), if any. */
export function readDraft(form: string): Draft | undefined {
  try {
    const text = storage()?.getItem(PREFIX + form);
    if (!text) return undefined;
    const draft = JSON.parse(text) as Partial<Draft> | null;
    if (!draft || typeof draft.values !== 'object') return undefined;
    const idOk = draft.id === 'new' || (typeof draft.id === 'number' && draft.id > 0);
    return idOk ? (draft as Draft) : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(form: string): void {
  storage()?.removeItem(PREFIX + form);
}

function keptValues(values: object, omit: readonly string[]): Draft['values'] {
  const kept: Draft['values'] = {};
  for (const [key, value] of Object.entries(values)) {
    // Ids (the row, a chosen product whose name the picker holds apart) come from the page.
    if (omit.includes(key) || /^id(?:$|[A-Z_])/.test(key) || /password/i.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      kept[key] = value;
    }
  }
  return kept;
}

/**
 * Keeps `form`'s values as the draft of `name` while it is changed, and fills a kept draft of
 * the same row back in when the form opens. `restored` says it did; `clear` forgets the draft
 * (after a save, or a close that throws the changes away).
 */
export function useFormDraft<T extends FieldValues, R extends FieldValues>(
  name: string,
  id: number | 'new',
  form: UseFormReturn<T, unknown, R>,
  omit: readonly string[] = NONE,
): { restored: boolean; clear: () => void } {
  const { setValue, watch } = form;
  // The draft of this very row, read once as the form opens.
  const [kept] = useState(() => {
    const draft = readDraft(name);
    return draft?.id === id ? keptValues(draft.values, omit) : undefined;
  });

  useEffect(() => {
    for (const [key, value] of Object.entries(kept ?? {})) {
      setValue(key as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const subscription = watch((values, { type }) => {
      // Only what the admin changed, not the form filling itself in.
      if (type !== 'change') return;
      const draft: Draft = { id, values: keptValues(values, omit) };
      try {
        storage()?.setItem(PREFIX + name, JSON.stringify(draft));
      } catch {
        // full or switched off: the form still works, it is just not kept
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, name, id, omit]);

  return { restored: kept !== undefined, clear: () => clearDraft(name) };
}

/**
 * Opens the form a kept draft of `name` belongs to when its page opens (after a reload, or a
 * login that came back here): the new-row form, or the row `fetchRow` reads again.
 */
export function useReopenDraft<R>(
  /** Undefined for a form that keeps no draft. */
  name: string | undefined,
  open: (row: R | 'new') => void,
  fetchRow?: (id: number) => Promise<R>,
): void {
  useEffect(() => {
    if (name === undefined) return;
    const draft = readDraft(name);
    if (!draft) return;
    if (draft.id === 'new') open('new');
    // A row deleted meanwhile: its draft has nowhere to go. Without `fetchRow`, an edit's
    // draft waits for the admin to open that row's form again.
    else fetchRow?.(draft.id).then(open, () => clearDraft(name));
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
