#!/usr/bin/env node
// The edge's tests run Debian's nginx (deploy/nginx/). Finds it, installs it with apt-get when running as root
// (with the brotli_static module, so the build's .br files are served), or stops with a clear message.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BROTLI_STATIC_MODULE } from '../deploy/nginx/render.mjs';
import { aptInstall } from './apt.mjs';
import { NGINX_PATH } from './nginx.mjs';

function version(binary) {
  // nginx -v prints to stderr.
  const result = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? `${result.stderr}${result.stdout}`.trim() : null;
}

function report(binary, verb) {
  const brotli = existsSync(BROTLI_STATIC_MODULE) ? 'con brotli_static' : 'sin brotli_static (solo .gz)';
  console.log(`nginx ${verb}: ${version(binary)} (${binary}), ${brotli}`);
}

if (existsSync(NGINX_PATH) && version(NGINX_PATH)) {
  // A machine may have nginx without the module (installed by hand, or by another project): the cluster's
  // configuration loads it, so the tests need it too.
  if (!existsSync(BROTLI_STATIC_MODULE) && !aptInstall(['libnginx-mod-http-brotli-static']))
    console.warn('No se pudo instalar libnginx-mod-http-brotli-static: se servirán los .gz.');
  report(NGINX_PATH, 'encontrado');
  process.exit(0);
}

console.log('No se encontró nginx.');
if (
  !aptInstall(['nginx'], {
    why: `nginx (${NGINX_PATH}; otra ruta con NGINX_PATH), y libnginx-mod-http-brotli-static para servir los .br`,
  })
)
  process.exit(1);
// Optional: without it the edge serves the .gz files and leaves the .br ones alone.
if (!aptInstall(['libnginx-mod-http-brotli-static']))
  console.warn('No se pudo instalar libnginx-mod-http-brotli-static: se servirán los .gz.');
if (!version(NGINX_PATH)) {
  console.error(`apt-get terminó pero ${NGINX_PATH} no arranca.`);
  process.exit(1);
}
report(NGINX_PATH, 'instalado');
