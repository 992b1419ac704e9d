import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TestimoniSource } from '../../src/shared/limits.js';

// Table types for Kysely, mirroring migrations/ (DESIGN §3).

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ProdukTable {
  id: Generated<number>;
  nama_produk: string;
  harga: number;
  diskon: number;
  jumlah_terjual: number;
  deskripsi_produk: string;
  kategori: string;
  foto_produk: string;
  link_shopee: string | null;
  link_tokopedia: string | null;
  link_tiktok: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The words of each product's name, kept by a trigger (migrations/0006) for search. */
export interface ProdukKataTable {
  kata: string;
  id_produk: number;
}

/** Every distinct word of the product names: the dictionary typos are matched against. */
export interface KataPencarianTable {
  kata: string;
  panjang: Generated<number>;
}

export interface WarnaTable {
  id: Generated<number>;
  id_produk: number;
  warna: string;
  foto: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UkuranTable {
  id: Generated<number>;
  id_produk: number;
  usia: string;
  ukuran: string;
  panjang_atasan: string | null;
  panjang_tangan: string | null;
  panjang_bawahan: string | null;
  lingkar_dada: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TestimoniTable {
  id: Generated<number>;
  nama_pembeli: string;
  deskripsi_testimoni: string;
  sumber_testimoni: TestimoniSource;
  foto_testimoni: string;
  id_produk: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FaqTable {
  id: Generated<number>;
  pertanyaan: string;
  jawaban: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PromoTable {
  id: Generated<number>;
  email: string;
  checked_at: Date | null;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: Date;
  expires_at: Date;
}

export interface Database {
  produk: ProdukTable;
  produk_kata: ProdukKataTable;
  kata_pencarian: KataPencarianTable;
  warna: WarnaTable;
  ukuran: UkuranTable;
  testimoni: TestimoniTable;
  faq: FaqTable;
  promo: PromoTable;
  users: UsersTable;
  sessions: SessionsTable;
}

export type ProdukRow = Selectable<ProdukTable>;
export type NewProduk = Insertable<ProdukTable>;
export type ProdukUpdate = Updateable<ProdukTable>;
export type WarnaRow = Selectable<WarnaTable>;
export type UkuranRow = Selectable<UkuranTable>;
export type TestimoniRow = Selectable<TestimoniTable>;
export type FaqRow = Selectable<FaqTable>;
export type PromoRow = Selectable<PromoTable>;
export type UserRow = Selectable<UsersTable>;
