import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error: s3rver ships no types; only its constructor, run() and close() are used here.
import S3rver from 's3rver';
import type { S3MediaConfig } from '../config-types.ts';

/** Test support: a local S3-compatible server (s3rver) on loopback with one empty bucket. */
export type S3TestServer = {
  /** The configuration an app uses to reach the bucket (MEDIA_STORAGE=s3 with these S3_* values). */
  config: S3MediaConfig;
  client: S3Client;
  /** Every key in the bucket under a prefix. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
};

export async function startS3TestServer(prefix = 'shop/'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'nordlys-s3-test-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const config: S3MediaConfig = {
    bucket: 'nordlys-media',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    prefix,
    // s3rver's fixed test credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint as string,
    forcePathStyle: true,
    credentials: config.credentials as NonNullable<S3MediaConfig['credentials']>,
  });
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return {
    config,
    client,
    async keys(under = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: under }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
