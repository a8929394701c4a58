import { useEffect, useState } from 'react';

/**
 * A text box over a value kept elsewhere (the URL): the box answers at once, `commit` follows when typing pauses
 * for `delayMs`, and a change of the kept value (back button, 'Restablecer') shows in the box.
 */
export function useTypedValue(
  committed: string,
  commit: (value: string) => void,
  delayMs = 350,
): [string, (value: string) => void] {
  const [input, setInput] = useState(committed);
  useEffect(() => setInput(committed), [committed]);
  useEffect(() => {
    if (input === committed) return;
    const timer = setTimeout(() => commit(input), delayMs);
    return () => clearTimeout(timer);
  }, [input, committed, commit, delayMs]);
  return [input, setInput];
}
