// A navigation tag's name as the screens write it. Apart from display-format.ts because the home's
// first screen needs only this: that file's times and counts come with the screens that show them.
import type { Translate } from './display-format';

/**
 * A navigation tag's name in the player's language. The seeded tags' codes have a name in every
 * language (home.tagNames); a tag an operator adds keeps the name the operator gave it.
 */
export function tagName(tag: { code: string; name: string }, t: Translate): string {
  return t(`home.tagNames.${tag.code}`) || tag.name;
}
