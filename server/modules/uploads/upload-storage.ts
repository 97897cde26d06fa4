// Where upload bytes are kept, behind one interface so a deployment can put them in object storage
// instead. The default keeps them in a folder (DATA_DIR/uploads). Names are made by the server
// (upload-name.ts), never by the client, so a name cannot climb out of the folder.
import fs from 'node:fs/promises';
import path from 'node:path';
import { isUploadName } from './upload-name';

export interface UploadStorage {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the name. */
  get(name: string): Promise<Buffer | null>;
}

export class LocalFolderStorage implements UploadStorage {
  constructor(private readonly directory: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(this.directory, { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const target = this.pathOf(name);
    const partial = `${target}.partial`;
    await fs.writeFile(partial, bytes, { flag: 'wx' });
    await fs.rename(partial, target);
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private pathOf(name: string): string {
    if (!isUploadName(name)) throw new Error(`not an upload name: ${name}`);
    return path.join(this.directory, name);
  }
}
