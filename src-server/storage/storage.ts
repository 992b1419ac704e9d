// Where uploaded images live (DESIGN §6). Keys are the public paths below /images, such as
// `produk/abc.webp` or `produk/12/def.webp`. Local disk today; an object store can implement
// the same interface when several app instances run (DESIGN §10).
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}
