import { act, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayHeldInput } from './held-input';

// A form that computes from its fields, as the calculator and the filters do.
function Quote() {
  const [area, setArea] = useState('10');
  const [notes, setNotes] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [city, setCity] = useState('Lugo');
  const [plan, setPlan] = useState('basico');
  const [taps, setTaps] = useState(0);
  return (
    <form>
      <input aria-label="Superficie" type="number" value={area} onChange={(e) => setArea(e.target.value)} />
      <textarea aria-label="Notas" value={notes} onChange={(e) => setNotes(e.target.value)} />
      <input
        aria-label="Urgente"
        type="checkbox"
        checked={urgent}
        onChange={(e) => setUrgent(e.target.checked)}
      />
      <select aria-label="Ciudad" value={city} onChange={(e) => setCity(e.target.value)}>
        <option>Lugo</option>
        <option>Vigo</option>
      </select>
      {['basico', 'completo'].map((value) => (
        <input
          key={value}
          aria-label={value}
          type="radio"
          name="plan"
          value={value}
          checked={plan === value}
          onChange={() => setPlan(value)}
        />
      ))}
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Sumar
      </button>
      <output>{`${Number(area) * 100} € · ${notes} · ${urgent ? 'urgente' : 'normal'} · ${city} · ${plan} · ${taps}`}</output>
    </form>
  );
}

// index.html's own inline script, which holds what is done before hydration.
const INLINE_SCRIPT =
  /<script>([\s\S]*?)<\/script>/.exec(readFileSync(join(__dirname, 'index.html'), 'utf8'))?.[1] ?? '';

/** Typing as a browser does: the value (past React's tracker, as a keystroke is), then an input event. */
const type = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

/** The server's HTML of <Quote />, in the page, with index.html's script holding. */
function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Quote />);
  document.body.append(container);
  new Function(INLINE_SCRIPT)();
  return container;
}

/** React hydrating the server's HTML in `container`. */
const hydrate = (container: HTMLElement, app: ReactElement) =>
  act(async () => {
    hydrateRoot(container, app);
  });

/** What index.html's script held, played back. */
const replay = () =>
  act(async () => {
    replayHeldInput(window.heldInput as NonNullable<typeof window.heldInput>);
  });

afterEach(() => {
  window.heldInput?.stop();
  document.body.innerHTML = '';
});

describe('replayHeldInput, with index.html holding', () => {
  it('hands React what was typed, ticked and chosen before hydration, and clicks a held button once', async () => {
    const container = serverPage();
    // The visitor acts on the server's HTML: no React yet.
    const area = screen.getByLabelText<HTMLInputElement>('Superficie');
    type(area, '45');
    type(screen.getByLabelText<HTMLTextAreaElement>('Notas'), 'Baño pequeño');
    screen.getByLabelText<HTMLInputElement>('Urgente').click();
    const city = screen.getByLabelText<HTMLSelectElement>('Ciudad');
    city.value = 'Vigo';
    city.dispatchEvent(new Event('change', { bubbles: true }));
    screen.getByLabelText('completo').click();
    const add = screen.getByRole('button', { name: 'Sumar' });
    add.click();
    add.click();
    await hydrate(container, <Quote />);
    // Hydrated: the fields still show the visitor's values, React's state the server's.
    expect(area.value).toBe('45');
    expect(screen.getByRole('status')).toHaveTextContent('1000 € · · normal · Lugo · basico · 0');

    await replay();
    // Tapped twice, counted once.
    expect(screen.getByRole('status')).toHaveTextContent(
      '4500 € · Baño pequeño · urgente · Vigo · completo · 1',
    );
    expect(area.value).toBe('45');
    expect(screen.getByLabelText<HTMLInputElement>('Urgente').checked).toBe(true);
  });

  it('keeps the value typed even when React redraws the field before it has heard of it', async () => {
    const container = serverPage();
    const area = screen.getByLabelText<HTMLInputElement>('Superficie');
    type(area, '45');
    let redraw = () => {};
    function Redrawn() {
      const [, setTick] = useState(0);
      redraw = () => setTick((n) => n + 1);
      return <Quote />;
    }
    await hydrate(container, <Redrawn />);
    await act(async () => redraw());
    // React wrote its own state back into the field.
    expect(area.value).toBe('10');
    await replay();
    expect(area.value).toBe('45');
    expect(screen.getByRole('status')).toHaveTextContent('4500 €');
  });

  /** 45 typed into the server's area field, then React hydrates: the field React's, the value noted. */
  async function typedThenHydrated() {
    const container = serverPage();
    const area = screen.getByLabelText<HTMLInputElement>('Superficie');
    type(area, '45');
    await hydrate(container, <Quote />);
    return area;
  }

  it('keeps what is typed once React has the field over what was noted before', async () => {
    const area = await typedThenHydrated();
    // Typed again before the replay comes round: React hears it.
    await act(async () => type(area, '60'));
    await replay();
    expect(area.value).toBe('60');
    expect(screen.getByRole('status')).toHaveTextContent('6000 €');
  });

  it('keeps the value typed before hydration when the field is left after React has it, before the replay', async () => {
    const area = await typedThenHydrated();
    // Leaving the field commits what was typed: a change event, with nothing new in it, which React ignores.
    await act(async () => area.dispatchEvent(new Event('change', { bubbles: true })));
    expect(screen.getByRole('status')).toHaveTextContent('1000 €');
    await replay();
    expect(screen.getByRole('status')).toHaveTextContent('4500 €');
  });

  it('lets React have what is done once it has hydrated the node, and plays nothing back for it', async () => {
    const container = serverPage();
    await hydrate(container, <Quote />);
    await act(async () => {
      type(screen.getByLabelText<HTMLInputElement>('Superficie'), '20');
      screen.getByRole('button', { name: 'Sumar' }).click();
    });
    expect(screen.getByRole('status')).toHaveTextContent('2000 € · · normal · Lugo · basico · 1');
    expect(window.heldInput?.take(() => true)).toEqual({ clicks: [], fields: [] });
  });
});
