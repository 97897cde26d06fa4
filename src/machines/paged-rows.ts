// Lists read page by page (bills, messages, comments, bonuses, rebates, games).
import type { Page } from '../domain/trade';

/**
 * The rows so far with the next page after them. A row added since the first page was read pushes
 * the list down, so the next page starts with rows already shown: each row is kept once.
 */
export function appendPage<Row extends { id: unknown }>(rows: readonly Row[], page: Page<Row>): { rows: Row[]; total: number } {
  return { rows: [...rows, ...page.rows.filter((row) => !rows.some((seen) => seen.id === row.id))], total: page.total };
}
