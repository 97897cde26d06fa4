// Effects synthesised with WebAudio (no files to download). Off until the player turns them on:
// the audio context is created on that tap, which is also what browsers require to let it play.

const STORAGE_KEY = 'demo-maker-sound';

type Tone = { frequency: number; duration: number; type?: OscillatorType; gain?: number; delay?: number; slideTo?: number };

export class Sound {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  enabled = false;

  constructor() {
    try {
      this.enabled = localStorage.getItem(STORAGE_KEY) === 'on';
    } catch {
      this.enabled = false;
    }
  }

  toggle(): boolean {
    this.enabled = !this.enabled;
    try {
      localStorage.setItem(STORAGE_KEY, this.enabled ? 'on' : 'off');
    } catch {
      // A frame without storage just forgets the choice on reload.
    }
    if (this.enabled) this.ensure();
    return this.enabled;
  }

  private ensure(): AudioContext | null {
    if (!this.enabled) return null;
    if (!this.context) {
      const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (!Context) return null;
      this.context = new Context();
      this.master = this.context.createGain();
      this.master.gain.value = 0.35;
      this.master.connect(this.context.destination);
    }
    if (this.context.state === 'suspended') void this.context.resume();
    return this.context;
  }

  private tones(tones: Tone[]): void {
    const context = this.ensure();
    if (!context || !this.master) return;
    const now = context.currentTime;
    for (const tone of tones) {
      const start = now + (tone.delay ?? 0);
      const oscillator = context.createOscillator();
      const envelope = context.createGain();
      oscillator.type = tone.type ?? 'sine';
      oscillator.frequency.setValueAtTime(tone.frequency, start);
      if (tone.slideTo) oscillator.frequency.exponentialRampToValueAtTime(tone.slideTo, start + tone.duration);
      envelope.gain.setValueAtTime(0.0001, start);
      envelope.gain.exponentialRampToValueAtTime(tone.gain ?? 0.5, start + 0.01);
      envelope.gain.exponentialRampToValueAtTime(0.0001, start + tone.duration);
      oscillator.connect(envelope).connect(this.master);
      oscillator.start(start);
      oscillator.stop(start + tone.duration + 0.02);
    }
  }

  private noise(duration: number, gain: number, frequency: number, delay = 0): void {
    const context = this.ensure();
    if (!context || !this.master) return;
    const length = Math.floor(context.sampleRate * duration);
    const buffer = context.createBuffer(1, length, context.sampleRate);
    const data = buffer.getChannelData(0);
    for (let index = 0; index < length; index += 1) data[index] = (Math.random() * 2 - 1) * (1 - index / length);
    const source = context.createBufferSource();
    source.buffer = buffer;
    const filter = context.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = frequency;
    const envelope = context.createGain();
    envelope.gain.value = gain;
    source.connect(filter).connect(envelope).connect(this.master);
    source.start(context.currentTime + delay);
  }

  click(): void {
    this.tones([{ frequency: 880, duration: 0.05, type: 'triangle', gain: 0.25 }]);
  }

  reelStop(index: number): void {
    this.tones([{ frequency: 140 + index * 12, duration: 0.12, type: 'square', gain: 0.18, slideTo: 70 }]);
    this.noise(0.06, 0.4, 1800);
  }

  spinStart(): void {
    this.tones([{ frequency: 220, duration: 0.25, type: 'sawtooth', gain: 0.12, slideTo: 520 }]);
  }

  chip(): void {
    this.noise(0.05, 0.6, 3200);
    this.tones([{ frequency: 2400, duration: 0.04, type: 'triangle', gain: 0.12 }]);
  }

  ballTick(): void {
    this.noise(0.025, 0.35, 4200);
  }

  ballDrop(): void {
    for (let bounce = 0; bounce < 4; bounce += 1) this.noise(0.04, 0.5 - bounce * 0.1, 3000, bounce * (0.12 - bounce * 0.02));
  }

  card(): void {
    this.noise(0.07, 0.5, 2200);
  }

  /** A rising arpeggio, longer and brighter for a bigger win (level 1 small, 3 big). */
  win(level: 1 | 2 | 3): void {
    const notes = [523.25, 659.25, 783.99, 1046.5, 1318.5, 1568];
    const count = level === 1 ? 3 : level === 2 ? 4 : 6;
    this.tones(notes.slice(0, count).map((frequency, index) => ({ frequency, duration: 0.22, type: 'triangle' as const, gain: 0.3, delay: index * 0.09 })));
  }

  /** A cannon shot: a short zap falling in pitch. */
  shot(): void {
    this.tones([{ frequency: 1200, duration: 0.09, type: 'square', gain: 0.12, slideTo: 300 }]);
  }

  lose(): void {
    this.tones([{ frequency: 330, duration: 0.18, type: 'sine', gain: 0.12, slideTo: 247 }]);
  }
}
