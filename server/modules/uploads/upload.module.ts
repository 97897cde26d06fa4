// The uploads module's entry: pictures players attach (deposit receipts, feedback), stored behind
// a storage interface and served back to their owner (POST /common/upload, GET /common/upload/{name}).
import type { AppDatabase } from '../../db/client';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import { uploadCommands } from './upload.commands';
import { UploadRepository } from './upload.repository';
import uploadRoutes, { type UploadRouteNeeds } from './upload.routes';
import { UploadService } from './upload.service';
import type { UploadStorage } from './upload-storage';

export { LocalFolderStorage, type UploadStorage } from './upload-storage';
export type { UploadService } from './upload.service';

export function createUploadServices({ db, storage }: { db: AppDatabase; storage: UploadStorage }) {
  return { uploads: new UploadService(new UploadRepository(db), storage) };
}

export const uploadModule: ServerModule<UploadRouteNeeds> = {
  name: 'uploads',
  userApi: uploadRoutes,
  commands: forService('uploads', uploadCommands),
};
