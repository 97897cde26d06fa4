// The digest the popup compares (SPEC.md §4 "the data changed"): any addition, removal, reorder or
// edit of a notice changes it; the same notices give the same digest on every visit.
import { describe, expect, it } from 'vitest';
import type { NoticeItem } from '../../src/domain/message.schema';
import { noticeDigest } from '../../src/domain/notice-digest';

const a: NoticeItem = { id: 1, title: 'Maintenance', content: '<p>Tonight</p>', createdAt: 1_700_000_000_000 };
const b: NoticeItem = { id: 2, title: 'Bonus', content: '<p>Double</p>', createdAt: 1_700_000_100_000 };

describe('noticeDigest', () => {
  it('is eight hex digits, the same for the same notices', () => {
    expect(noticeDigest([b, a])).toMatch(/^[0-9a-f]{8}$/);
    expect(noticeDigest([b, a])).toBe(noticeDigest([{ ...b }, { ...a }]));
  });

  it('changes when a notice is added, removed, reordered or edited', () => {
    const base = noticeDigest([b, a]);
    const changed = [
      noticeDigest([a]),
      noticeDigest([b, a, { ...a, id: 3 }]),
      noticeDigest([a, b]),
      noticeDigest([{ ...b, title: 'Bonus!' }, a]),
      noticeDigest([b, { ...a, content: '<p>Tomorrow</p>' }]),
      noticeDigest([]),
    ];
    for (const digest of changed) expect(digest).not.toBe(base);
    expect(new Set(changed).size).toBe(changed.length);
  });
});
