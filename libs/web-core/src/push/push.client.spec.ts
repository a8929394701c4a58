import { startPush, stopPush, subscribePush, usePushStore, type PushEvent } from './push.client';
import { applyPushToUnreadCount } from './unread-count';

// A stand-in for the browser's EventSource: the test plays the server.
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private handlers = new Map<string, (e: { data: string; lastEventId: string }) => void>();
  constructor(
    readonly url: string,
    readonly init: { withCredentials: boolean },
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, handler: (e: { data: string; lastEventId: string }) => void) {
    this.handlers.set(type, handler);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(type: string, data: unknown, lastEventId = '') {
    this.handlers.get(type)?.({ data: JSON.stringify(data), lastEventId });
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

const message = {
  id: 7,
  senderId: 1,
  receiverId: 2,
  message: 'Hola',
  isRead: false,
  createdAt: '2026-01-01',
};

describe('push channel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeEventSource.instances = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    stopPush();
    jest.useRealTimers();
  });

  it('opens one stream per tab with credentials and hands message and read events to listeners', () => {
    const events: PushEvent[] = [];
    const stop = subscribePush((e) => events.push(e));
    startPush();
    startPush();
    expect(FakeEventSource.instances).toHaveLength(1);
    const es = FakeEventSource.instances[0];
    expect(es.url).toBe('/api/events');
    expect(es.init.withCredentials).toBe(true);
    expect(usePushStore.getState().status).toBe('connecting');
    es.open();
    expect(usePushStore.getState().status).toBe('open');
    es.send('message', message, '7');
    es.send('read', { readerId: 2, senderId: 1, upToId: 7 });
    expect(events).toEqual([
      { type: 'message', message },
      { type: 'read', read: { readerId: 2, senderId: 1, upToId: 7 } },
    ]);
    stop();
  });

  it('reports the channel down on an error and, once the browser gives up, starts again after the last event id', () => {
    startPush();
    const first = FakeEventSource.instances[0];
    first.open();
    first.send('message', message, '7');
    first.fail(false);
    expect(usePushStore.getState().status).toBe('error');
    first.fail(true);
    jest.advanceTimersByTime(2000);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1].url).toBe('/api/events?lastEventId=7');
    FakeEventSource.instances[1].open();
    expect(usePushStore.getState().status).toBe('open');
  });

  it('starts again after the server’s cursor when the stream failed before any message', () => {
    startPush();
    const first = FakeEventSource.instances[0];
    first.open();
    first.send('cursor', 41, '41');
    first.fail(true);
    jest.advanceTimersByTime(2000);
    expect(FakeEventSource.instances[1].url).toBe('/api/events?lastEventId=41');
  });

  it('closes on stop and does not reconnect', () => {
    startPush();
    const es = FakeEventSource.instances[0];
    stopPush();
    expect(es.readyState).toBe(FakeEventSource.CLOSED);
    expect(usePushStore.getState().status).toBe('closed');
    jest.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});

describe('unread count from push events', () => {
  it('counts a message to the user, ignores their own, and rereads after they read', () => {
    expect(applyPushToUnreadCount(2, { type: 'message', message })).toBe('increment');
    expect(applyPushToUnreadCount(1, { type: 'message', message })).toBe('none');
    expect(applyPushToUnreadCount(2, { type: 'read', read: { readerId: 2, senderId: 1, upToId: 7 } })).toBe(
      'refetch',
    );
    expect(applyPushToUnreadCount(1, { type: 'read', read: { readerId: 2, senderId: 1, upToId: 7 } })).toBe(
      'none',
    );
  });
});
