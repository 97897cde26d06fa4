// The responsible-play page's self-assessment (src/domain/self-assessment.ts): nothing is called
// and nothing is kept beyond the page.
//   intro    → what it is; START
//   asking   → one question at a time; ANSWER moves on, BACK returns to the previous question
//   result   → the score and what it suggests (the page points to the tools and to help); RESTART
import { assign, setup } from 'xstate';
import { SELF_ASSESSMENT_QUESTIONS, type SelfAssessmentAnswer } from '../domain/self-assessment';

export interface SelfAssessmentContext {
  /** The question shown, by its index. */
  index: number;
  answers: SelfAssessmentAnswer[];
  score: number;
}

export type SelfAssessmentEvent =
  | { type: 'START' }
  | { type: 'ANSWER'; value: SelfAssessmentAnswer }
  | { type: 'BACK' }
  | { type: 'RESTART' };

const LAST = SELF_ASSESSMENT_QUESTIONS.length - 1;

export const selfAssessmentMachine = setup({
  types: { context: {} as SelfAssessmentContext, events: {} as SelfAssessmentEvent },
  guards: {
    lastQuestion: ({ context }) => context.index >= LAST,
    firstQuestion: ({ context }) => context.index === 0,
  },
  actions: {
    record: assign(({ context, event }) => {
      if (event.type !== 'ANSWER') return {};
      const answers = [...context.answers.slice(0, context.index), event.value];
      return { answers, score: answers.reduce<number>((sum, value) => sum + value, 0) };
    }),
    next: assign({ index: ({ context }) => Math.min(context.index + 1, LAST) }),
    previous: assign({ index: ({ context }) => Math.max(context.index - 1, 0) }),
    reset: assign({ index: 0, answers: [], score: 0 }),
  },
}).createMachine({
  id: 'selfAssessment',
  description: 'Four PGSI-style questions, one at a time, scored; the result points to the tools and to help. Nothing is stored.',
  context: { index: 0, answers: [], score: 0 },
  initial: 'intro',
  states: {
    intro: { on: { START: { target: 'asking', actions: 'reset' } } },
    asking: {
      on: {
        ANSWER: [
          { guard: 'lastQuestion', target: 'result', actions: 'record' },
          { actions: ['record', 'next'] },
        ],
        BACK: [{ guard: 'firstQuestion', target: 'intro' }, { actions: 'previous' }],
      },
    },
    result: { on: { RESTART: { target: 'asking', actions: 'reset' } } },
  },
});
