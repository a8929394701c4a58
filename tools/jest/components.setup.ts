// Component tests (*.test.tsx, jest project 'components', jsdom): DOM matchers such as toBeInTheDocument and
// toHaveTextContent. React Testing Library unmounts after each test by itself.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jest's jsdom has no TextEncoder; react-router uses it when it loads.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; antd's responsive components (Grid, Table, Drawer) read it on mount.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
