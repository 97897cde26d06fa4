// The self-assessment, walked from its graph, and its scoring: one question at a time, Back
// changes an answer rather than adding one, and the bands of the result.
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { SELF_ASSESSMENT_QUESTIONS, selfAssessmentResult } from '../../src/domain/self-assessment';
import { selfAssessmentMachine } from '../../src/machines/self-assessment.machine';
import { describeModel } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof selfAssessmentMachine>;

describeModel(selfAssessmentMachine, {
  pathStrategy: 'transitions',
  // The question shown is part of where the walk is, so it reaches the last question and the result.
  serializeState: (s) => JSON.stringify([s.value, s.context.index]),
  events: { ANSWER: [{ value: 0 }, { value: 3 }] },
  states: {
    intro: (s: Snapshot) => expect(s.context.index).toBe(0),
    asking: (s: Snapshot) => {
      expect(s.context.index).toBeLessThan(SELF_ASSESSMENT_QUESTIONS.length);
      expect(s.context.answers.length).toBeLessThanOrEqual(s.context.index + 1);
    },
    result: (s: Snapshot) => {
      expect(s.context.answers).toHaveLength(SELF_ASSESSMENT_QUESTIONS.length);
      expect(s.context.score).toBe(s.context.answers.reduce<number>((sum, value) => sum + value, 0));
    },
  },
});

describe('self-assessment scoring', () => {
  it('asks every question once, lets Back change an answer, and scores the answers given', () => {
    const actor = stoppedAfterTest(createActor(selfAssessmentMachine)).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'ANSWER', value: 3 });
    actor.send({ type: 'ANSWER', value: 2 });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'ANSWER', value: 0 });
    actor.send({ type: 'ANSWER', value: 1 });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'ANSWER', value: 1 });
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context).toMatchObject({ answers: [3, 0, 1, 1], score: 5 });
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, answers: [], score: 0 });
  });

  it('bands the score', () => {
    expect([0, 1, 2, 3, 5, 6, 12].map(selfAssessmentResult)).toEqual(['none', 'low', 'low', 'moderate', 'moderate', 'high', 'high']);
  });
});
