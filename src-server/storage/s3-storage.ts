import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';
import {
  assertStorageKey,
  imageContentType,
  IMAGE_CACHE_CONTROL,
  isStorageKey,
  StorageUnavailableError,
  type Storage,
  type StoredObject,
} from './storage.js';

// Images in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Garage…), so that every
// app instance reads and writes the same ones (docs/decisions/0009). Keys are the storage's
// keys under S3_PREFIX. An object appears whole or not at all, so `put` needs no staging copy;
// `move` is a copy and a delete (S3 has no rename), and the copy's time is the move's. The app
// still serves the images itself (http/images.ts), so the bucket stays private.

/**
 * A client for the bucket of `settings`. A storage that stops answering fails the request
 * instead of holding it: at most three tries of `requestTimeoutMs` each.
 */
export function createS3Client(settings: S3Settings, requestTimeoutMs: number): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.credentials && { credentials: settings.credentials }),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible services do not accept the
    // SDK's newer default (CRC32 trailers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // Without throwOnRequestTimeout the SDK would only warn when the time is up.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  });
}

export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;
  /** Where the bucket is, for messages: never the credentials. */
  private readonly where: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.where = `bucket ${settings.bucket} (${settings.endpoint ?? `AWS ${settings.region}`})`;
    // An image is a few hundred KB: 10 s a try is plenty.
    this.client = createS3Client(settings, 10_000);
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return this.prefix + key;
  }

  /**
   * Whether the bucket answers to these credentials, checked once at start (main.ts): a wrong
   * bucket, endpoint or key stops the start with a message rather than failing every upload.
   */
  async ready(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : 0;
      const reason =
        status === 404
          ? 'bucket tidak ada (S3_BUCKET)'
          : status === 403 || status === 401
            ? 'akses ditolak (S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY)'
            : `tidak dapat dihubungi (S3_ENDPOINT, S3_REGION): ${errorText(error)}`;
      throw new Error(`Penyimpanan gambar S3 ${this.where}: ${reason}`, { cause: error });
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      Body: data,
      ContentType: imageContentType(key) ?? 'application/octet-stream',
      // Names are never reused; kept on the object (a copy keeps it) for a CDN or a bucket
      // served directly, as the app serves it (http/images.ts).
      CacheControl: IMAGE_CACHE_CONTROL,
    });
    await reachable(this.client.send(command));
  }

  async get(key: string): Promise<Buffer | undefined> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    try {
      const object = await reachable(this.client.send(command));
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await reachable(object.Body.transformToByteArray()));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** Removing a missing object is not an error, as on disk (S3 answers 204 either way). */
  async remove(key: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    await reachable(this.client.send(command));
  }

  async move(from: string, to: string): Promise<void> {
    const source = this.objectKey(from);
    const copy = new CopyObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(to),
      // Keys are plain ASCII (isStorageKey), but the header is a URL path all the same.
      CopySource: `${this.bucket}/${source.split('/').map(encodeURIComponent).join('/')}`,
    });
    await reachable(this.client.send(copy));
    await reachable(
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: source })),
    );
  }

  /**
   * Every object under the prefix a key can name, a page (up to 1000) at a time. ListObjects
   * (version 1) with the last key as the marker: every S3-compatible service answers it,
   * whereas version 2's continuation tokens are not everywhere (s3rver makes them with DES,
   * which OpenSSL 3 no longer offers).
   */
  async list(): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    let marker: string | undefined;
    for (;;) {
      const command = new ListObjectsCommand({
        Bucket: this.bucket,
        ...(this.prefix && { Prefix: this.prefix }),
        ...(marker && { Marker: marker }),
      });
      const page = await reachable(this.client.send(command));
      const contents = page.Contents ?? [];
      for (const { Key, LastModified } of contents) {
        if (!Key?.startsWith(this.prefix)) continue;
        const key = Key.slice(this.prefix.length);
        if (isStorageKey(key)) objects.push({ key, modifiedAt: LastModified ?? new Date(0) });
      }
      const last = contents.at(-1)?.Key;
      if (!page.IsTruncated || !last) return objects;
      marker = page.NextMarker ?? last;
    }
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}

/**
 * A call to S3 whose failure, when S3 could not be reached (refused, reset, timed out) or failed
 * on its side (5xx after the SDK's retries), becomes a StorageUnavailableError: a 503. What S3
 * refuses (a missing key, a wrong bucket or key) stays as it is.
 */
async function reachable<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const serverFault = error instanceof S3ServiceException && error.$fault === 'server';
    if (!(error instanceof S3ServiceException) || serverFault) {
      throw new StorageUnavailableError(`S3 unavailable: ${errorText(error)}`, { cause: error });
    }
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/** An error in a few words: Node's connection errors sometimes carry only a code. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return error.message || (typeof code === 'string' ? code : error.name);
}
