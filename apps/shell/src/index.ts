// Asynchronous boundary: Module Federation negotiates the shared singletons before the app code runs.
import('./bootstrap');
