import { notify, subscribeToasts, type Toast } from './toast.bus';

describe('toast bus', () => {
  it('delivers toasts raised before the renderer subscribed, then live ones, and stops after unsubscribe', () => {
    notify({ type: 'error', title: 'Error al iniciar sesión' });
    const seen: Toast[] = [];
    const stop = subscribeToasts((t) => seen.push(t));
    notify({ type: 'success', title: 'Sesión cerrada' });
    stop();
    expect(seen.map((t) => t.title)).toEqual(['Error al iniciar sesión', 'Sesión cerrada']);
    const later: Toast[] = [];
    notify({ type: 'info', title: 'pendiente' });
    subscribeToasts((t) => later.push(t))();
    expect(later.map((t) => t.title)).toEqual(['pendiente']);
  });
});
