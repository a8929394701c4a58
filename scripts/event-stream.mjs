// One reader of Server-Sent Events frames (GET /api/events), as a browser's EventSource reads them: for the API
// tests, bench:chat and the topology's traffic. Feed it the response's text as it arrives; it calls `onEvent` once
// per complete frame with its fields (a frame that only sets `retry` or `id` comes with `data: undefined`).
export function eventStreamReader(onEvent) {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = { event: 'message', id: undefined, data: undefined, retry: undefined };
      for (const line of frame.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') event.id = value;
        else if (field === 'event') event.event = value;
        else if (field === 'retry') event.retry = Number(value);
        else if (field === 'data') event.data = (event.data ?? '') + value;
      }
      onEvent(event);
    }
  };
}
