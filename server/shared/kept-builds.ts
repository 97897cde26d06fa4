// The builds kept beside the one being served (scripts/build-web.ts, scripts/build-demo-maker-web.ts
// keep two): a page loaded just before a build was swapped in still asks for the fingerprinted
// scripts and styles of its own build. The served folder is a link to the current build, so those
// files are looked up, by name only, in the assets/ of the builds beside it.
import fs from 'node:fs/promises';
import path from 'node:path';

/** A fingerprinted file's name as Vite writes it under assets/: no folder, no leading dot. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

/**
 * The assets/ folder of a kept build that holds `fileName`, newest build first; undefined when the
 * served folder is not a link to one build among others, or no kept build has the file.
 */
export async function keptBuildAssets(servedDir: string, fileName: string): Promise<string | undefined> {
  if (!ASSET_NAME.test(fileName)) return undefined;
  const current = await fs.realpath(servedDir).catch(() => undefined);
  if (current === undefined || current === path.resolve(servedDir)) return undefined;
  const buildsDir = path.dirname(current);
  const builds = await fs.readdir(buildsDir).catch(() => [] as string[]);
  const kept = await Promise.all(
    builds
      .filter((name) => !name.startsWith('.tmp-') && path.join(buildsDir, name) !== current)
      .map(async (name) => {
        const assets = path.join(buildsDir, name, 'assets');
        const stat = await fs.stat(path.join(assets, fileName)).catch(() => undefined);
        return stat?.isFile() ? { assets, time: stat.mtimeMs } : undefined;
      }),
  );
  return kept.filter((found) => found !== undefined).sort((a, b) => b.time - a.time)[0]?.assets;
}
