/**
 * Sound, off unless the player turns it on (one toggle in the header, remembered in `localStorage`): a short
 * tone when a card is played and a higher one when it becomes the player's turn. The tones are made with the
 * Web Audio API: no sound file to load.
 */
import { t } from "./i18n.js";

const KEY = "osmica:sound";
let context: AudioContext | null = null;

export function soundOn(): boolean {
    return globalThis.localStorage.getItem(KEY) === "on";
}

/** A short tone for `kind` (nothing while sound is off). */
export function cue(kind: "card" | "turn"): void {
    if (!soundOn()) return;
    try {
        tone(kind === "turn" ? 880 : 440);
    } catch {
        // No audio output here (or the browser refuses it): the game goes on in silence.
    }
}

function tone(hertz: number): void {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = hertz;
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.15);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.15);
}

/** The header's toggle: `Sound off` / `Sound on`, `aria-pressed` saying which. */
export function soundToggle(): HTMLButtonElement {
    const button = document.createElement("button");
    button.type = "button";
    button.id = "sound";
    button.className = "sound";
    const show = (): void => {
        button.setAttribute("aria-pressed", String(soundOn()));
        button.textContent = soundOn() ? t("soundOn") : t("soundOff");
    };
    button.addEventListener("click", () => {
        globalThis.localStorage.setItem(KEY, soundOn() ? "off" : "on");
        show();
    });
    show();
    return button;
}
