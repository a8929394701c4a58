/**
 * What a visitor did on a server-drawn page before React had hydrated the node they did it on (kept by index.html's
 * inline script) is played back as React attaches to each node: a held button is clicked again, and a field hands
 * its value to React. React keeps a value typed before hydration on screen but not in its state (its flag for
 * replaying it is off in the stable build), and its next render of the form writes its own state back into the
 * field: the calculator showed its default total, then its default area.
 *
 * The root's effect runs before React has hydrated the Suspense boundaries inside it (the page's route, a remote's
 * page), so each node waits until React has attached its handlers to that very node (its `__reactProps$` key:
 * React's, and the one sign of it a node carries). The inline script keeps holding until 10 s after that effect.
 */
const HELD_INPUT_WAIT_MS = 10_000;

type HeldField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A field and its value as the visitor left it: the text, the option, or whether it is ticked. */
type HeldValue = { field: HeldField; value: string | boolean };
export type HeldInput = {
  /** Hands over (and forgets) what was done on the nodes `ready` accepts. */
  take: (ready: (node: Element) => boolean) => { clicks: HTMLButtonElement[]; fields: HeldValue[] };
  /** Stops holding. */
  stop: () => void;
};

const hydratedByReact = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/** Plays back what `held` keeps, node by node as React attaches to each, for HELD_INPUT_WAIT_MS. */
export function replayHeldInput(held: HeldInput): void {
  const giveUp = Date.now() + HELD_INPUT_WAIT_MS;
  const replayReady = () => {
    const { clicks, fields } = held.take((node) => !node.isConnected || hydratedByReact(node));
    // Values first: a button tapped after typing acts on what was typed.
    for (const { field, value } of fields) if (field.isConnected) handValueToReact(field, value);
    for (const button of clicks) if (button.isConnected) button.click();
    if (Date.now() < giveUp) setTimeout(replayReady, 50);
    else held.stop();
  };
  replayReady();
}

/**
 * Makes React report `value` as the field's change, as if chosen now; nothing when React renders the field with it
 * already (React sets a field's default to the value it renders). React decides what changed by comparing the field
 * with the value it last recorded (its value tracker), so the value it records is first made different and the
 * event then finds the visitor's value new.
 */
function handValueToReact(field: HeldField, value: string | boolean) {
  if (field instanceof HTMLSelectElement) {
    // React reports a select's every change event, whatever it recorded.
    field.value = String(value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (typeof value === 'boolean') {
    if (!(field instanceof HTMLInputElement) || value === field.defaultChecked) return;
    field.checked = !value; // recorded by React
    field.click(); // back to the visitor's choice: React's change event
    return;
  }
  if (value === field.defaultValue) return;
  field.value = value === '' ? '0' : ''; // recorded by React (and valid in any field: no warning)
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value); // not recorded
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
