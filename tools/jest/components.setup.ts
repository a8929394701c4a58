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

// jsdom has no MessageChannel; antd's Select (rc-select) opens its list in a macro task posted through one.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimeoutMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data }), 0);
      },
    };
  }
  Object.assign(globalThis, { MessageChannel: TimeoutMessageChannel });
}

// Nor ResizeObserver, which antd's popups (the Select's list) observe; nothing is laid out in jsdom anyway.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
}
