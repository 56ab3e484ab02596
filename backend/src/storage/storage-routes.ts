/** Every /storage/v1 route but tus (tus-upload.ts), in the order they are matched. */
import type { StorageRoute } from './route-table.ts';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucketRoute,
  listBucketsRoute,
  updateBucketRoute,
} from './routes/bucket-routes.ts';
import { listObjects } from './routes/list-objects.ts';
import { listObjectsV2 } from './routes/list-objects-v2.ts';
import { copyObject, moveObject } from './routes/move-copy-object.ts';
import { objectInfo } from './routes/object-info.ts';
import { readObject } from './routes/read-object.ts';
import { readPublicObject } from './routes/read-public-object.ts';
import { readSignedObject } from './routes/read-signed-object.ts';
import { removeObject, removeObjects } from './routes/remove-objects.ts';
import { signObjectUrlRoute } from './routes/sign-object-url.ts';
import { signObjectUrls } from './routes/sign-object-urls.ts';
import { signUploadUrlRoute, uploadToSignedUrl } from './routes/signed-upload.ts';
import { uploadObject } from './routes/upload-object.ts';

const READ = ['GET', 'HEAD'] as const;

export const storageRoutes: readonly StorageRoute[] = [
  { methods: READ, path: '/object/public/:bucket/*name', handle: readPublicObject, open: true },
  { methods: READ, path: '/object/sign/:bucket/*name', handle: readSignedObject, open: true },
  { methods: ['POST'], path: '/object/sign/:bucket', handle: signObjectUrls },
  { methods: ['POST'], path: '/object/sign/:bucket/*name', handle: signObjectUrlRoute },
  { methods: ['PUT'], path: '/object/upload/sign/:bucket/*name', handle: uploadToSignedUrl, open: true },
  { methods: ['POST'], path: '/object/upload/sign/:bucket/*name', handle: signUploadUrlRoute },
  { methods: ['POST'], path: '/object/list/:bucket', handle: listObjects },
  { methods: ['POST'], path: '/object/list-v2/:bucket', handle: listObjectsV2 },
  { methods: ['POST'], path: '/object/move', handle: moveObject },
  { methods: ['POST'], path: '/object/copy', handle: copyObject },
  { methods: READ, path: '/object/authenticated/:bucket/*name', handle: readObject },
  { methods: READ, path: '/object/info/:bucket/*name', handle: objectInfo },
  { methods: ['DELETE'], path: '/object/:bucket', handle: removeObjects },
  { methods: READ, path: '/object/:bucket/*name', handle: readObject },
  { methods: ['DELETE'], path: '/object/:bucket/*name', handle: removeObject },
  { methods: ['POST', 'PUT'], path: '/object/:bucket/*name', handle: uploadObject },
  { methods: ['GET'], path: '/bucket', handle: listBucketsRoute },
  { methods: ['POST'], path: '/bucket', handle: createBucket },
  { methods: ['GET'], path: '/bucket/:id', handle: getBucketRoute },
  { methods: ['PUT'], path: '/bucket/:id', handle: updateBucketRoute },
  { methods: ['DELETE'], path: '/bucket/:id', handle: deleteBucket },
  { methods: ['POST'], path: '/bucket/:id/empty', handle: emptyBucket },
];
