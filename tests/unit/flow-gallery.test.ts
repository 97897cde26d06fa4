// The flow gallery (docs/flows/index.html): every machine on one page with a diagram drawn from
// the machine, its states and events, the screens whose code reaches it, and a link that opens
// such a screen with the inspector.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { eventsOf, renderGallery, statesOf, type GalleryEntry } from '../../scripts/flow-gallery.ts';
import { machineScreens, routeScreens } from '../../scripts/flow-screens.ts';
import { renderFlowSvg } from '../../scripts/flow-svg.ts';
import { paths } from '../../src/domain/routes.ts';

const payoutMachine = setup({
  types: { events: {} as { type: 'SUBMIT' | 'RETRY' | 'CANCEL' | 'TICK' } },
  actors: { send: fromPromise(async () => 'ok') },
}).createMachine({
  id: 'payout',
  description: 'Pays out once',
  initial: 'form',
  on: { CANCEL: '.form' },
  states: {
    form: { on: { SUBMIT: 'sending', TICK: {} } },
    sending: {
      initial: 'calling',
      on: { RETRY: '.calling' },
      states: {
        calling: { invoke: { src: 'send', onDone: '#payout.done', onError: 'waiting' } },
        waiting: { on: { TICK: { target: 'calling', reenter: true } } },
      },
    },
    done: { type: 'final' },
  },
});

const entry = (overrides: Partial<GalleryEntry> = {}): GalleryEntry => ({
  baseName: 'payout',
  title: 'Payout',
  sourcePath: 'src/machines/payout.machine.ts',
  description: 'Pays out once',
  machines: [{ exportName: 'payoutMachine', machine: payoutMachine }],
  screens: { appWide: false, routes: ['cashout'] },
  ...overrides,
});

describe('the diagram', () => {
  const svg = renderFlowSvg(payoutMachine);

  it('draws every state, compound states around their children, and every transition with its event', () => {
    for (const state of ['form', 'sending_calling', 'sending_waiting', 'done']) expect(svg).toContain(`data-state="${state}"`);
    expect(svg).toMatch(/<g class="cluster">.*sending<\/text>/);
    for (const label of ['SUBMIT', 'onDone send', 'onError send', 'RETRY', 'CANCEL']) expect(svg).toContain(`>${label}</text>`);
    // The machine's own handler leaves from an "any state" box; a compound's from a "while in" box.
    expect(svg).toContain('>any state</text>');
    expect(svg).toContain('>while in sending</text>');
    // A transition that stays put is listed on its state, not drawn.
    expect(svg).toContain('>ignores TICK</text>');
  });

  it('is the same picture every time, with an arrowhead of its own', () => {
    expect(renderFlowSvg(payoutMachine)).toBe(svg);
    expect(renderFlowSvg(payoutMachine, 'other')).toContain('id="arrow-other"');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });
});

describe('the gallery page', () => {
  it('lists states by path and the events the machine accepts, not its own done and timer events', () => {
    expect(statesOf(payoutMachine)).toEqual(['form', 'sending', 'sending.calling — invokes send', 'sending.waiting', 'done (final)']);
    expect(eventsOf(payoutMachine)).toEqual(['CANCEL', 'RETRY', 'SUBMIT', 'TICK']);
  });

  it('shows each machine with its diagram, its screens, and a live link to the first screen with ?inspect', () => {
    const page = renderGallery([entry()]);
    expect(page).toContain('<section class="machine" id="payout"');
    expect(page).toContain('<svg');
    expect(page).toContain(`href="${paths.cashout}?inspect" target="_blank"`);
    expect(page).toContain('Open live in the Stately inspector');
    expect(page).toContain('<code>sending.calling — invokes send</code>');
  });

  it('says when a machine runs on every screen, and when no screen was found', () => {
    expect(renderGallery([entry({ screens: { appWide: true, routes: [] } })])).toContain(`href="${paths.root}?inspect"`);
    const orphan = renderGallery([entry({ screens: undefined })]);
    expect(orphan).toContain('No screen to open');
    expect(orphan).not.toContain('?inspect" target');
  });
});

describe('screens from the imports', () => {
  const tmpRoot = join(process.cwd(), '.tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const root = mkdtempSync(join(tmpRoot, 'flow-screens-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  it("maps a route to the machines its screen's code reaches, through views and machines but not types", () => {
    write('src/views/routes.tsx', "import Home from './home/home';\nconst first = {\n  home: Home,\n  account: lazyScreen(() => import('./account/account')),\n};\n");
    write('src/views/routes-rest.tsx', "export const loaders = {\n  cashout: () => import('./wallet/cashout'),\n};\n");
    write('src/views/home/home.tsx', "import { HomeRail } from '../components/rail';\nimport type { PayoutActor } from '../../machines/payout.machine';\n");
    write('src/views/components/rail.tsx', "import { railMachine } from '../../machines/rail.machine';\n");
    write('src/views/account/account.tsx', "export default function Account() {}\n");
    write('src/views/wallet/cashout.tsx', "import { payoutMachine } from '../../machines/payout.machine';\n");
    write('src/machines/payout.machine.ts', "import { retryMachine } from './retry.machine';\nimport { api } from '../services/payout.api';\n");
    write('src/machines/retry.machine.ts', '');
    write('src/machines/rail.machine.ts', '');
    write('src/main.tsx', "import { toastMachine } from './machines/toast.machine';\n");
    write('src/machines/toast.machine.ts', '');

    expect(routeScreens(root)).toEqual([
      { route: 'home', file: 'src/views/home/home.tsx' },
      { route: 'account', file: 'src/views/account/account.tsx' },
      { route: 'cashout', file: 'src/views/wallet/cashout.tsx' },
    ]);
    const screens = machineScreens(root);
    expect(screens.get('rail')).toEqual({ appWide: false, routes: ['home'] });
    expect(screens.get('payout')).toEqual({ appWide: false, routes: ['cashout'] });
    expect(screens.get('retry')).toEqual({ appWide: false, routes: ['cashout'] });
    expect(screens.get('toast')).toEqual({ appWide: true, routes: [] });
  });
});
