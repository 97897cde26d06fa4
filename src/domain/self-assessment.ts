// The responsible-play page's self-assessment (issue 12): four questions in the manner of the
// Problem Gambling Severity Index (PGSI), each answered never (0) to almost always (3), about the
// last 12 months. It is a prompt to reflect, not a diagnosis, and nothing of it is sent or stored.

export const SELF_ASSESSMENT_QUESTIONS = ['afford', 'chase', 'problem', 'guilt'] as const;
export type SelfAssessmentQuestion = (typeof SELF_ASSESSMENT_QUESTIONS)[number];

export const SELF_ASSESSMENT_ANSWERS = [0, 1, 2, 3] as const;
export type SelfAssessmentAnswer = (typeof SELF_ASSESSMENT_ANSWERS)[number];

export type SelfAssessmentResult = 'none' | 'low' | 'moderate' | 'high';

/** PGSI-style bands scaled to four questions: 0 none; 1–2 low; 3–5 moderate; 6 or more high. */
export function selfAssessmentResult(score: number): SelfAssessmentResult {
  if (score <= 0) return 'none';
  if (score <= 2) return 'low';
  if (score <= 5) return 'moderate';
  return 'high';
}
