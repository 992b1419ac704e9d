import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// S3-compatible object storage for the tests: s3rver (npm), in this process, on 127.0.0.1 and a
// free port, keeping its objects in a folder of its own. It ships no types; these are the few
// parts used here.

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;
interface S3rverAccounts {
  DUMMY_ACCOUNT: {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
    revokeAccessKey(accessKeyId: string): void;
  };
}

const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as S3rverClass;
const accounts = require('s3rver/lib/models/account') as S3rverAccounts;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  /** Made for this server, so a test can look for it in the logs. */
  secretAccessKey: string;
  /** The S3_* settings of an instance using this server (a folder of its own in the bucket). */
  env: (prefix?: string) => Record<string, string>;
  stop: () => Promise<void>;
}

export async function startTestS3(bucket = 'etalase-uji'): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-s3rver-'));
  const accessKeyId = `UJI${randomBytes(6).toString('hex').toUpperCase()}`;
  const secretAccessKey = `rahasia-${randomBytes(16).toString('hex')}`;
  // Every s3rver in this process checks signatures against one registry of accounts.
  accounts.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: (prefix) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      ...(prefix && { S3_PREFIX: prefix }),
    }),
    stop: async () => {
      await server.close();
      accounts.DUMMY_ACCOUNT.revokeAccessKey(accessKeyId);
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
