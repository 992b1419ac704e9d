import { keepPreviousData } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { imageSrcSet, testimoniImagePath } from '../../shared/images';
import { TESTIMONI_SOURCES, type TestimoniSource } from '../../shared/limits';
import type { Testimoni, TestimoniAdminRow } from '../../shared/schemas/testimoni';
import { TESTIMONI_SORT_KEYS } from '../../shared/schemas/testimoni-write';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog, deleteRequest, type ConfirmRequest } from '../components/confirm-dialog';
import { Toolbar } from '../components/data-table';
import { SearchFilter, SelectFilter } from '../components/list-controls';
import { PagedList } from '../components/list-view';
import { RowActions } from '../components/row-actions';
import { TestimoniFormDialog } from '../components/testimoni-form-dialog';
import { AddButton, Badge, PageHeader, Thumbnail } from '../components/ui';
import { useMe } from '../lib/me';
import { useListParams } from '../lib/use-list-params';
import { sortDefaults, useListSort } from '../lib/use-list-sort';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { useReopenDraft } from '../lib/form-draft';

// Admin testimonials (docs/product.md §2 Admin lists): filter by source and search name and words (both
// in the URL with the page), add and edit with a photo upload, delete for the main admin.

const copy = adminCopy.testimoni;
const listDefaults = { sumber: '', search: '', ...sortDefaults };

const isSource = (value: string): value is TestimoniSource =>
  (TESTIMONI_SOURCES as readonly string[]).includes(value);

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
  const me = useMe();
  const [params, setParams] = useListParams(listDefaults);
  const sumber = isSource(params.sumber) ? params.sumber : undefined;
  const sort = useListSort(TESTIMONI_SORT_KEYS, params, setParams);
  const list = trpc.testimoni.adminList.useQuery(
    { sumber, search: params.search, ...sort.input, page: params.page },
    { placeholderData: keepPreviousData },
  );
  useLoadFailure(adminToast.loadFailed('testimoni'), list.error);
  const [editing, setEditing] = useState<Testimoni | 'new' | null>(null);
  useReopenDraft('testimoni', setEditing);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const remove = trpc.testimoni.delete.useMutation(useWriteHandlers('testimoni', 'deleted'));

  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        action={<AddButton onClick={() => setEditing('new')}>{copy.add}</AddButton>}
      />
      <Toolbar>
        <SelectFilter
          label={copy.sumberFilter}
          value={sumber ?? ''}
          onChange={(value) => setParams({ sumber: value })}
        >
          <option value="">{copy.allSumber}</option>
          {TESTIMONI_SOURCES.map((source) => (
            <option key={source} value={source}>
              {copy.sumber[source]}
            </option>
          ))}
        </SelectFilter>
        <SearchFilter
          placeholder={copy.searchPlaceholder}
          value={params.search}
          onChange={(search) => setParams({ search })}
        />
      </Toolbar>
      <PagedList
        query={list}
        caption={copy.title}
        empty={copy.empty}
        sort={sort.table}
        onPage={(page) => setParams({ page })}
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
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={
              me.isMainAdmin
                ? () =>
                    setConfirm(
                      deleteRequest('testimoni', deleteDetail.testimoni(row.nama_pembeli), () =>
                        remove.mutateAsync({ id: row.id }),
                      ),
                    )
                : undefined
            }
          />
        )}
      />
      {editing && <TestimoniFormDialog editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
