// The call the message detail makes, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import type { MessageItem } from '../domain/message.schema';
import { getMessage } from '../services/message.api';

export const messageDetailActors = {
  loadMessage: fromPromise<MessageItem, { id: number }>(({ input }) => getMessage(input.id)),
};
