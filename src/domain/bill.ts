// The bill calls' words (SPEC.md §7 GET /bill/list and /bill/analyzeBill; §2 wallet analysis
// periods). Their wire shapes, BillItem and AnalyzeBillReply, are bill.schema.ts.

/** SPEC.md §2 analysis periods. */
export const ANALYSIS_PERIODS = ['today', 'yesterday', '7days', '30days', 'lastMonth', '3months', '12months', 'custom'] as const;
export type AnalysisPeriod = (typeof ANALYSIS_PERIODS)[number];
