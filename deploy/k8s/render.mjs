#!/usr/bin/env node
// The edge's nginx.conf as it runs in the cluster, from the one renderer (deploy/nginx/render.mjs):
//   node deploy/k8s/render.mjs                       writes deploy/k8s/edge-config.yaml (the ConfigMap edge-nginx)
//   node deploy/k8s/render.mjs --nginx-conf <file>   writes the plain file (the edge image, deploy/docker/)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { renderNginxConfig } from '../nginx/render.mjs';

export const CONFIG_MAP_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'edge-config.yaml');

/**
 * In the edge's pod: the image's folders, the API pods through their headless Service, the renderers through their
 * Service (renderer.yaml), TLS ended in front.
 */
export const EDGE_IN_CLUSTER = {
  listen: 8080,
  shellDir: '/srv/shell',
  releasesDir: '/srv/releases',
  upstreams: ['api-pods:3000'],
  renderers: ['renderer:4300'],
  runDir: '/tmp/nginx',
  tls: true,
  // The Ingress or load balancer in front, inside the cluster's network: set to its addresses.
  realIpFrom: ['10.0.0.0/8'],
  brotli: true,
  daemon: false,
  logs: 'stdio',
};

export async function renderEdgeConfigMap() {
  // Loaded here only: the edge image renders the plain file with Node alone.
  const { stringify } = await import('yaml');
  const configMap = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'edge-nginx', labels: { 'app.kubernetes.io/name': 'edge' } },
    data: { 'nginx.conf': renderNginxConfig(EDGE_IN_CLUSTER) },
  };
  return `# Written by deploy/k8s/render.mjs from deploy/nginx/nginx.conf.template: edit those, then run it again.\n${stringify(configMap, { lineWidth: 0 })}`;
}

async function cli() {
  const { values } = parseArgs({ options: { 'nginx-conf': { type: 'string' } } });
  if (values['nginx-conf']) {
    mkdirSync(path.dirname(path.resolve(values['nginx-conf'])), { recursive: true });
    writeFileSync(values['nginx-conf'], renderNginxConfig(EDGE_IN_CLUSTER));
    console.log(values['nginx-conf']);
  } else {
    writeFileSync(CONFIG_MAP_FILE, await renderEdgeConfigMap());
    console.log(CONFIG_MAP_FILE);
  }
}

// No top-level await: jest loads this module compiled to CommonJS.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  cli().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
