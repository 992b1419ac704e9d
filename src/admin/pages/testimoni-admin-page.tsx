import { ExternalLink } from 'lucide-react';
import { adminCopy, deleteDetail } from '../../shared/admin-copy';
import { imageSrcSet, testimoniImagePath } from '../../shared/images';
import { TESTIMONI_SOURCES } from '../../shared/limits';
import type { TestimoniAdminRow } from '../../shared/schemas/testimoni';
import { TESTIMONI_SORT_KEYS } from '../../shared/schemas/testimoni-write';
import { trpc } from '../../lib/trpc';
import { ChoiceOptions, choiceOf } from '../components/choice-options';
import { SelectFilter } from '../components/list-controls';
import { TestimoniFormDialog } from '../components/testimoni-form-dialog';
import { Badge, Thumbnail } from '../components/ui';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { EditableListPage, useEditableList } from '../kit/editable-list';

// Admin testimonials (docs/product.md §2 Admin lists): filter by source and search name and words (both
// in the URL with the page), add and edit with a photo upload, delete for the main admin.

const copy = adminCopy.testimoni;
const listDefaults = { sumber: '', ...searchSortDefaults };

/** The product a testimonial is about, by name, linked to its public page. */
function LinkedProduk({ row }: { row: TestimoniAdminRow }) {
  if (row.id_produk === null || row.nama_produk === null) {
    return <span className="text-stone-500">{copy.noProduk}</span>;
  }
  return (
    <a
      href={`/detail/${row.id_produk}`}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {row.nama_produk}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">({copy.openProduk})</span>
    </a>
  );
}

export function TestimoniAdminPage() {
  const list = useSortedList(listDefaults, TESTIMONI_SORT_KEYS);
  const sumber = choiceOf(TESTIMONI_SOURCES, list.params.sumber);
  const kit = useEditableList(trpc.testimoni, 'testimoni', { sumber, ...list.input });

  return (
    <EditableListPage
      {...{ copy, list, kit }}
      filters={
        <SelectFilter
          label={copy.sumberFilter}
          value={sumber ?? ''}
          onChange={(value) => list.setParams({ sumber: value })}
        >
          <ChoiceOptions none={copy.allSumber} values={TESTIMONI_SOURCES} labels={copy.sumber} />
        </SelectFilter>
      }
      columns={[
        {
          header: copy.fields.nama_pembeli,
          sortKey: 'nama_pembeli',
          bare: true,
          className: 'md:w-56',
          cell: (row) => {
            const src = testimoniImagePath(row.foto_testimoni);
            return (
              <div className="flex items-center gap-3">
                <Thumbnail
                  src={src}
                  srcSet={imageSrcSet(src)}
                  alt={copy.photoAlt(row.nama_pembeli)}
                />
                <p className="font-semibold text-stone-900">{row.nama_pembeli}</p>
              </div>
            );
          },
        },
        {
          header: copy.fields.deskripsi_testimoni,
          sortKey: 'deskripsi',
          bare: true,
          cell: (row) => (
            <p className="line-clamp-3 text-stone-700" title={row.deskripsi_testimoni}>
              {row.deskripsi_testimoni}
            </p>
          ),
        },
        {
          header: copy.sumberFilter,
          sortKey: 'sumber',
          cell: (row) => <Badge tone="brand">{copy.sumber[row.sumber_testimoni]}</Badge>,
        },
        {
          header: copy.fields.produk,
          sortKey: 'produk',
          cell: (row) => <LinkedProduk row={row} />,
        },
      ]}
      deleteDetail={(row) => deleteDetail.testimoni(row.nama_pembeli)}
      form={(editing, close) => <TestimoniFormDialog editing={editing} onClose={close} />}
    />
  );
}
