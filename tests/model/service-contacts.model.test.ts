// Contact information, walked from the machine's graph: the channels loaded, none listed, or the
// call failed and retried. Then where each kind of channel opens.
import { describe, expect, it } from 'vitest';
import type { ServiceContactItem } from '../../src/domain/contact.schema';
import { opensNewTab, serviceContactHref } from '../../src/domain/contact-link';
import { serviceContactsMachine } from '../../src/machines/service-contacts.machine';
import { ApiError } from '../../src/services/api-error';
import { describeModel, pendingActor } from './model-harness';

const channels: ServiceContactItem[] = [
  { type: 'phone', label: 'Hotline', value: '0917-123-0000' },
  { type: 'facebook', label: 'Page', value: 'https://www.facebook.com/demo' },
];

describeModel(serviceContactsMachine.provide({ actors: { loadContacts: pendingActor } }), {
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.loadContacts': [{ output: channels }, { output: [] }],
    'xstate.error.actor.loadContacts': [{ error: new ApiError('network', 'Network error') }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    loaded: (s) => expect(s.context.contacts).toEqual(channels),
    empty: (s) => expect(s.context.contacts).toEqual([]),
    failed: (s) => expect(s.context.error).toBe('Network error'),
  },
});

describe('where a channel opens', () => {
  it('opens web addresses, phones, emails and Telegram handles, and nothing else', () => {
    expect(serviceContactHref({ type: 'facebook', value: 'https://www.facebook.com/demo' })).toBe('https://www.facebook.com/demo');
    expect(serviceContactHref({ type: 'link', value: 'http://help.example/chat' })).toBe('http://help.example/chat');
    expect(serviceContactHref({ type: 'phone', value: '0917-123 0000' })).toBe('tel:09171230000');
    expect(serviceContactHref({ type: 'email', value: 'help@demo.example' })).toBe('mailto:help@demo.example');
    expect(serviceContactHref({ type: 'telegram', value: '@demo_ph_support' })).toBe('https://t.me/demo_ph_support');
    expect(serviceContactHref({ type: 'viber', value: '09171230001' })).toBeNull();
    expect(serviceContactHref({ type: 'link', value: 'javascript:alert(1)' })).toBeNull();
    expect(serviceContactHref({ type: 'email', value: 'not an address' })).toBeNull();
    expect(opensNewTab('https://t.me/x')).toBe(true);
    expect(opensNewTab('tel:0917')).toBe(false);
  });
});
