// Uploads (receipts now, feedback pictures later): an image is sniffed and re-encoded
// (image-reencode.ts), stored under a server-made name, and served back only to its owner; an
// operator reads any through the command line.
import { UPLOAD_MAX_BYTES } from '../../../src/domain/pay';
import { invalid } from '../../errors';
import { reencodeImage, NotAnImageError } from './image-reencode';
import { isUploadName, newUploadName, uploadNameOf, uploadUrl } from './upload-name';
import type { UploadRecord, UploadRepository } from './upload.repository';
import type { UploadStorage } from './upload-storage';

export interface StoredUpload {
  record: UploadRecord;
  bytes: Buffer;
}

export class UploadService {
  constructor(
    private readonly uploads: UploadRepository,
    private readonly storage: UploadStorage,
  ) {}

  /** Stores the picture a player sent; refuses what is too large or is not an image. */
  async store(playerId: number, input: Buffer): Promise<{ url: string }> {
    if (input.length > UPLOAD_MAX_BYTES) throw invalid('server.upload.tooLarge');
    if (input.length === 0) throw invalid('server.upload.notImage');
    let image;
    try {
      image = await reencodeImage(input);
    } catch (error) {
      if (error instanceof NotAnImageError) throw invalid('server.upload.notImage');
      throw error;
    }
    const name = newUploadName(image.extension);
    // Bytes first: a record never points at nothing; a crash in between leaves only an orphan file.
    await this.storage.put(name, image.bytes);
    await this.uploads.insert({ name, playerId, contentType: image.contentType, size: image.bytes.length });
    return { url: uploadUrl(name) };
  }

  /** The upload if this player owns it; another player's reads as missing. */
  async readOwn(playerId: number, name: string): Promise<StoredUpload | null> {
    const found = await this.readAny(name);
    return found && found.record.playerId === playerId ? found : null;
  }

  /** For operators: any upload by name. */
  async readAny(name: string): Promise<StoredUpload | null> {
    if (!isUploadName(name)) return null;
    const record = await this.uploads.find(name);
    if (!record) return null;
    const bytes = await this.storage.get(name);
    return bytes ? { record, bytes } : null;
  }

  /** Whether `url` is an upload url of this player's (what a form attaching pictures checks). */
  async ownsUrl(playerId: number, url: string): Promise<boolean> {
    const name = uploadNameOf(url);
    if (!name) return false;
    const record = await this.uploads.find(name);
    return record?.playerId === playerId;
  }
}
