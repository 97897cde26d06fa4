// What a build is made from, as one hash: a build whose inputs hash the same is current and is not
// made again (scripts/build-web.ts, scripts/build-demo-maker-web.ts).
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under each input (a file or a folder, relative to root), by path and content. */
export function hashInputs(root: string, inputs: readonly string[]): Hash {
  const hash = createHash('sha256');
  const add = (relative: string) => {
    const absolute = path.join(root, relative);
    if (!fs.existsSync(absolute)) return;
    if (fs.statSync(absolute).isDirectory()) {
      for (const entry of fs.readdirSync(absolute).sort()) add(path.join(relative, entry));
      return;
    }
    hash.update(`${relative}\0`).update(fs.readFileSync(absolute)).update('\0');
  };
  for (const input of inputs) add(input);
  return hash;
}
