// The shell provides every shared singleton eagerly (rspack.config.mjs): no asynchronous boundary is needed
// before the app code, so the app is in the entry chunk and starts without a second round trip. Import order is
// evaluation order: the route's remote starts loading before the app renders.
import './federation/preload-route-remote';
import './bootstrap';
