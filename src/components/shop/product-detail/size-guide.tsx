import { Ruler, X } from 'lucide-react';
import { copy } from '../../../shared/copy';
import { PopoverClose, PopoverDialog } from '../popover-dialog';
import { SizeTable } from '../size-table';

const SIZE_GUIDE_ID = 'panduan-ukuran';

/** The size guide: a popover the browser opens before any script has run (popover-dialog.tsx). */
export function SizeGuide({ rows }: { rows: Parameters<typeof SizeTable>[0]['rows'] }) {
  return (
    <>
      <button
        type="button"
        disabled={rows.length === 0}
        aria-haspopup="dialog"
        popoverTarget={SIZE_GUIDE_ID}
        className="flex w-fit items-center gap-2 rounded-full border border-brand-600 px-5 py-2.5 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-400 disabled:hover:bg-transparent"
      >
        <Ruler aria-hidden size={18} />
        {copy.produk.sizeGuide}
      </button>
      <PopoverDialog
        id={SIZE_GUIDE_ID}
        labelledBy={`${SIZE_GUIDE_ID}-judul`}
        describedBy={`${SIZE_GUIDE_ID}-catatan`}
        overlayClassName="fixed inset-0 z-40 bg-stone-900/50"
        panelClassName="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[94vw] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-cream p-5 shadow-2xl sm:p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${SIZE_GUIDE_ID}-judul`} className="text-xl font-extrabold text-stone-800">
            {copy.produk.sizeGuide}
          </h2>
          <PopoverClose
            target={SIZE_GUIDE_ID}
            label={copy.produk.closeSizeGuide}
            className="grid size-10 flex-none place-items-center rounded-full hover:bg-brand-50"
          >
            <X aria-hidden size={20} />
          </PopoverClose>
        </div>
        <p id={`${SIZE_GUIDE_ID}-catatan`} className="mt-1 mb-4 text-sm text-stone-600">
          {copy.produk.sizeNote}
        </p>
        <SizeTable rows={rows} />
      </PopoverDialog>
    </>
  );
}
