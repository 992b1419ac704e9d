import { adminCopy } from '../../shared/admin-copy';

/** Said at the top of a form filled back in from its kept draft (lib/form-draft.ts). */
export function DraftRestored() {
  return (
    <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-stone-800">
      {adminCopy.relogin.draftRestored}
    </p>
  );
}
