import fs from 'node:fs';
import {
  DeleteObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';
import { createS3Client } from '../storage/s3-storage.js';

// The automatic backups' copy in the S3 bucket (docs/decisions/0007): each archive under
// `<S3_PREFIX>backups/`, the oldest removed past the number kept, as in the folder.

/** An archive of tens of megabytes may take a while on a slow link: 10 minutes a try. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export class BackupBucket {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #folder: string;

  constructor(settings: S3Settings) {
    this.#client = createS3Client(settings, UPLOAD_TIMEOUT_MS);
    this.#bucket = settings.bucket;
    this.#folder = `${settings.prefix}backups/`;
  }

  get bucket(): string {
    return this.#bucket;
  }

  async upload(file: string, name: string): Promise<void> {
    const { size } = await fs.promises.stat(file);
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#folder + name,
        Body: fs.createReadStream(file),
        ContentLength: size,
        ContentType: 'application/gzip',
      }),
    );
  }

  /** The archives' names in the bucket's backups folder (at most 1000, plenty for 90 kept). */
  async list(): Promise<string[]> {
    const listed = await this.#client.send(
      new ListObjectsCommand({ Bucket: this.#bucket, Prefix: this.#folder }),
    );
    return (listed.Contents ?? [])
      .map((object) => object.Key?.slice(this.#folder.length) ?? '')
      .filter((name) => name !== '' && !name.includes('/'));
  }

  async remove(name: string): Promise<void> {
    await this.#client.send(
      new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#folder + name }),
    );
  }

  close(): void {
    this.#client.destroy();
  }
}
