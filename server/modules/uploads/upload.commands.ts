// Operators read any upload (a receipt under review) through the command line: it writes the
// picture to a file they name.
import fs from 'node:fs/promises';
import type { OpsCommand } from '../../shared/ops-command';
import type { UploadService } from './upload.service';
import { uploadNameOf } from './upload-name';

export const uploadCommands: OpsCommand<UploadService>[] = [
  {
    name: 'upload get',
    args: '<name-or-url> <output-file>',
    summary: 'save an uploaded picture (e.g. a deposit receipt) to a file',
    minArgs: 2,
    maxArgs: 2,
    async run([nameOrUrl = '', output = ''], uploads) {
      const name = uploadNameOf(nameOrUrl) ?? nameOrUrl;
      const found = await uploads.readAny(name);
      if (!found) throw new Error(`No upload named "${nameOrUrl}".`);
      await fs.writeFile(output, found.bytes, { flag: 'wx' });
      return `${name}: ${found.record.contentType}, ${found.bytes.length} bytes, player ${found.record.playerId} -> ${output}`;
    },
  },
];
