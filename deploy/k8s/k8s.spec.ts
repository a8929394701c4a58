// The cluster's manifests: valid against the Kubernetes schemas (deploy/k8s/validate.mjs, kubernetes-models), and
// in step with the API they run (its port, health paths, drain bound, configuration) and with the edge's renderer.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { loadConfig } from '../../apps/api/src/config/env';
import { NGINX_PATH } from '../../scripts/nginx.mjs';
import { CONFIG_MAP_FILE, EDGE_IN_CLUSTER, renderEdgeConfigMap } from './render.mjs';

const ROOT = path.resolve(__dirname, '../..');
const HERE = __dirname;
// What the API serves: the process answers; the database is reachable and the process not draining.
const LIVENESS_PATH = '/api/health/live';
const READINESS_PATH = '/api/health/ready';
// The API's drain bound when SHUTDOWN_DRAIN_MS is unset.
const DEFAULT_DRAIN_MS = 10_000;
// PostgreSQL's default max_connections (100) less superuser_reserved_connections (3).
const POSTGRES_CONNECTIONS = 97;
// What the shell's renderer serves (apps/shell/src/server/render-server.ts), and how long it may take to stop after
// SIGTERM before it exits anyway.
const RENDERER_LIVENESS_PATH = '/healthz';
const RENDERER_READINESS_PATH = '/readyz';
const RENDERER_DRAIN_MS = 10_000;

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name?: string; generateName?: string; labels?: Record<string, string> };
  // Read by path below; each check states the shape it expects.
  [key: string]: unknown;
};
type Probe = { httpGet: { path: string; port: string | number } };
type EnvVar = { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } };
type Container = {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string } }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: { cpu?: string } };
  volumeMounts?: { name: string; mountPath: string }[];
};
type PodTemplate = {
  metadata: { labels: Record<string, string> };
  spec: {
    terminationGracePeriodSeconds?: number;
    containers: Container[];
    volumes?: { name: string; configMap?: { name: string }; emptyDir?: object }[];
  };
};
type Workload = Manifest & {
  spec: {
    template: PodTemplate;
    selector?: { matchLabels: Record<string, string> };
    strategy?: { rollingUpdate?: { maxSurge: number } };
  };
};

const manifests: Manifest[] = readdirSync(HERE)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(HERE, file), 'utf8')).map((doc) => doc.toJS() as Manifest),
  );

function find<T extends Manifest>(kind: string, name: string): T {
  const found = manifests.find(
    (m) => m.kind === kind && (m.metadata.name ?? m.metadata.generateName) === name,
  );
  if (!found) throw new Error(`No ${kind} ${name} in deploy/k8s`);
  return found as T;
}

const selects = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

function validate(files: string[]) {
  const run = spawnSync(process.execPath, [path.join(HERE, 'validate.mjs'), ...files], { encoding: 'utf8' });
  const results = run.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: string; name: string; error: string | null });
  return { status: run.status, results, stderr: run.stderr };
}

const apiConfig = find<Manifest & { data: Record<string, string> }>('ConfigMap', 'api-config').data;
const api = find<Workload>('Deployment', 'api');
const apiContainer = api.spec.template.spec.containers[0];

describe('the manifests', () => {
  it('are valid against the Kubernetes schemas, every document of every file', () => {
    const { status, results, stderr } = validate([]);
    expect(stderr).toBe('');
    expect(results.filter((r) => r.error)).toEqual([]);
    expect(status).toBe(0);
    expect(results.map((r) => `${r.kind}/${r.name}`).sort()).toEqual([
      'ConfigMap/api-config',
      'ConfigMap/edge-nginx',
      'Deployment/api',
      'Deployment/edge',
      'Deployment/renderer',
      'HorizontalPodAutoscaler/api',
      'HorizontalPodAutoscaler/renderer',
      'Job/api-migrate-',
      'PodDisruptionBudget/api',
      'PodDisruptionBudget/renderer',
      'Service/api',
      'Service/api-pods',
      'Service/edge',
      'Service/renderer',
    ]);
  });

  it('are refused when a field has the wrong type or a required one is missing (the validator runs)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'k8s-'));
    try {
      const source = readFileSync(path.join(HERE, 'api.yaml'), 'utf8');
      const wrongType = path.join(dir, 'wrong-type.yaml');
      writeFileSync(wrongType, source.replace('containerPort: 3000', "containerPort: 'tres mil'"));
      const noContainers = path.join(dir, 'no-containers.yaml');
      writeFileSync(
        noContainers,
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: x }\nspec: { selector: {}, template: { spec: {} } }\n',
      );
      const unknownKind = path.join(dir, 'unknown-kind.yaml');
      writeFileSync(unknownKind, 'apiVersion: apps/v1\nkind: Deploiment\nmetadata: { name: x }\n');
      const { status, results } = validate([wrongType, noContainers, unknownKind]);
      expect(status).toBe(1);
      const errors = results.filter((r) => r.error).map((r) => `${r.kind}: ${r.error}`);
      expect(errors).toEqual([
        expect.stringMatching(/^Deployment: .*containerPort.* must be integer/),
        expect.stringMatching(/^Deployment: .*containers/),
        expect.stringMatching(/^Deploiment: Tipo desconocido/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the API Deployment', () => {
  it('probes the health paths the API serves on the port it listens on', () => {
    const port = Number(apiConfig.API_PORT);
    expect(port).toBe(loadConfig({}).API_PORT);
    const named = apiContainer.ports?.find((p) => p.name === 'http');
    expect(named?.containerPort).toBe(port);
    expect(apiContainer.livenessProbe?.httpGet).toEqual({ path: LIVENESS_PATH, port: 'http' });
    expect(apiContainer.readinessProbe?.httpGet).toEqual({ path: READINESS_PATH, port: 'http' });
    expect(apiContainer.startupProbe?.httpGet).toEqual({ path: LIVENESS_PATH, port: 'http' });
  });

  it('gives a stopping pod longer than its preStop pause and drain bound', () => {
    const drainMs = Number(apiConfig.SHUTDOWN_DRAIN_MS ?? DEFAULT_DRAIN_MS);
    const pause = apiContainer.lifecycle?.preStop?.exec?.command ?? [];
    expect(pause.slice(0, 1)).toEqual(['sleep']);
    const graceMs = (api.spec.template.spec.terminationGracePeriodSeconds ?? 30) * 1000;
    expect(graceMs).toBeGreaterThan(Number(pause[1]) * 1000 + drainMs);
  });

  it('reads DATABASE_URL from a Secret, the rest from a ConfigMap the API accepts, behind the edge', () => {
    const database = apiContainer.env?.find((e) => e.name === 'DATABASE_URL');
    expect(database?.valueFrom?.secretKeyRef).toEqual({ name: 'api-secrets', key: 'DATABASE_URL' });
    expect(apiConfig.DATABASE_URL).toBeUndefined();
    expect(apiContainer.envFrom).toEqual([{ configMapRef: { name: 'api-config' } }]);
    expect(apiConfig.TRUST_PROXY).toBe('true');
    const config = loadConfig({ ...apiConfig, DATABASE_URL: 'postgres://api@db:5432/reformas' });
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.API_PORT).toBe(Number(apiConfig.API_PORT));
  });

  it('keeps every process’s pool within PostgreSQL’s connections at the autoscaler’s maximum, mid-rollout', () => {
    const hpa = find<Manifest & { spec: { maxReplicas: number } }>('HorizontalPodAutoscaler', 'api');
    const surge = api.spec.strategy?.rollingUpdate?.maxSurge ?? 0;
    expect((hpa.spec.maxReplicas + surge) * Number(apiConfig.DB_POOL_SIZE)).toBeLessThanOrEqual(
      POSTGRES_CONNECTIONS,
    );
  });

  it('is scaled by CPU by an HPA that targets it, and protected by a PDB that selects its pods', () => {
    const hpa = find<
      Manifest & { spec: { scaleTargetRef: object; metrics: { resource: { name: string } }[] } }
    >('HorizontalPodAutoscaler', 'api');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'api' });
    expect(hpa.spec.metrics.map((m) => m.resource.name)).toEqual(['cpu']);
    // Utilization is measured against the request.
    expect(apiContainer.resources?.requests?.cpu).toBeTruthy();
    const labels = api.spec.template.metadata.labels;
    expect(api.spec.selector && selects(api.spec.selector.matchLabels, labels)).toBe(true);
    const pdb = find<Manifest & { spec: { selector: { matchLabels: Record<string, string> } } }>(
      'PodDisruptionBudget',
      'api',
    );
    expect(selects(pdb.spec.selector.matchLabels, labels)).toBe(true);
    for (const name of ['api', 'api-pods']) {
      const service = find<Manifest & { spec: { selector: Record<string, string> } }>('Service', name);
      expect([name, selects(service.spec.selector, labels)]).toEqual([name, true]);
    }
  });
});

describe('the migrate Job', () => {
  const job = find<Workload>('Job', 'api-migrate-');
  const container = job.spec.template.spec.containers[0];

  it('runs the API image’s migrate command with the same configuration and database', () => {
    expect(container.command).toEqual(['node', 'dist/api/main.js', 'migrate']);
    expect(container.image).toBe(apiContainer.image);
    expect(container.envFrom).toEqual(apiContainer.envFrom);
    expect(container.env?.find((e) => e.name === 'DATABASE_URL')).toEqual(
      apiContainer.env?.find((e) => e.name === 'DATABASE_URL'),
    );
  });

  it('is no pod of the API’s Services or PDB', () => {
    const pdb = find<Manifest & { spec: { selector: { matchLabels: Record<string, string> } } }>(
      'PodDisruptionBudget',
      'api',
    );
    expect(selects(pdb.spec.selector.matchLabels, job.spec.template.metadata.labels)).toBe(false);
  });
});

describe('the edge', () => {
  const edge = find<Workload>('Deployment', 'edge');
  const container = edge.spec.template.spec.containers[0];

  it('has its ConfigMap from a fresh render of deploy/nginx (one source)', async () => {
    expect(readFileSync(CONFIG_MAP_FILE, 'utf8')).toBe(await renderEdgeConfigMap());
  });

  it('mounts that ConfigMap where the image reads it, and listens where the configuration says', () => {
    const volumes = edge.spec.template.spec.volumes ?? [];
    const config = volumes.find((v) => v.configMap?.name === 'edge-nginx');
    const run = volumes.find((v) => v.emptyDir);
    const mounts = container.volumeMounts ?? [];
    expect(mounts.find((m) => m.name === config?.name)?.mountPath).toBe('/etc/nginx/edge');
    expect(mounts.find((m) => m.name === run?.name)?.mountPath).toBe(EDGE_IN_CLUSTER.runDir);
    expect(container.ports?.find((p) => p.name === 'http')?.containerPort).toBe(EDGE_IN_CLUSTER.listen);
    expect(EDGE_IN_CLUSTER.upstreams).toEqual([`api-pods:${apiConfig.API_PORT}`]);
    expect(container.env?.find((e) => e.name === 'API_PODS_HOST')?.value).toBe('api-pods');
  });

  // Made local: the API's name, the run folder, and the logs (a container's stdout and stderr are pipes or files;
  // here they are sockets, which nginx cannot open by path).
  it('passes nginx -t as rendered for the cluster (its paths and the API’s name made local)', () => {
    const ensure = spawnSync(process.execPath, [path.join(ROOT, 'scripts/ensure-nginx.mjs')], {
      encoding: 'utf8',
    });
    expect(ensure.status).toBe(0);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'edge-k8s-'));
    try {
      chmodSync(dir, 0o755);
      const conf = (
        parseAllDocuments(readFileSync(CONFIG_MAP_FILE, 'utf8'))[0].toJS() as { data: Record<string, string> }
      ).data['nginx.conf']
        .replaceAll('api-pods:', '127.0.0.1:')
        .replaceAll('renderer:', '127.0.0.1:')
        .replaceAll(EDGE_IN_CLUSTER.runDir, dir)
        .replace(/\/dev\/std(out|err)/g, `${dir}/$1.log`);
      writeFileSync(path.join(dir, 'nginx.conf'), conf);
      const check = spawnSync(
        NGINX_PATH,
        ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', `${dir}/err.log`],
        {
          encoding: 'utf8',
        },
      );
      expect(check.stderr).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the renderer', () => {
  const renderer = find<Workload>('Deployment', 'renderer');
  const pod = renderer.spec.template.spec;
  const container = pod.containers[0];
  const env = (name: string) => container.env?.find((e) => e.name === name)?.value;
  const service = find<
    Manifest & { spec: { selector: Record<string, string>; ports: { port: number; targetPort: string }[] } }
  >('Service', 'renderer');

  it('is what the edge asks for the public pages: its Service, on the port the renderer listens on', () => {
    expect(selects(service.spec.selector, renderer.spec.template.metadata.labels)).toBe(true);
    expect(
      renderer.spec.selector &&
        selects(renderer.spec.selector.matchLabels, renderer.spec.template.metadata.labels),
    ).toBe(true);
    const port = container.ports?.find((p) => p.name === 'http')?.containerPort;
    expect(env('RENDER_PORT')).toBe(String(port));
    expect(service.spec.ports).toEqual([{ name: 'http', port, targetPort: 'http' }]);
    expect(EDGE_IN_CLUSTER.renderers).toEqual([`renderer:${service.spec.ports[0].port}`]);
  });

  it('probes its liveness and readiness (503 while it drains), and outlasts its preStop pause and drain', () => {
    expect(container.livenessProbe?.httpGet).toEqual({ path: RENDERER_LIVENESS_PATH, port: 'http' });
    expect(container.readinessProbe?.httpGet).toEqual({ path: RENDERER_READINESS_PATH, port: 'http' });
    const pause = container.lifecycle?.preStop?.exec?.command ?? [];
    expect(pause.slice(0, 1)).toEqual(['sleep']);
    const graceMs = (pod.terminationGracePeriodSeconds ?? 30) * 1000;
    expect(graceMs).toBeGreaterThan(Number(pause[1]) * 1000 + RENDERER_DRAIN_MS);
    expect(container.resources?.requests?.cpu).toBeTruthy();
  });

  it('is scaled by CPU by an HPA that targets it (two pods at the least), its requests the measure', () => {
    const hpa = find<
      Manifest & {
        spec: { scaleTargetRef: object; minReplicas: number; metrics: { resource: { name: string } }[] };
      }
    >('HorizontalPodAutoscaler', 'renderer');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'renderer' });
    expect(hpa.spec.metrics.map((m) => m.resource.name)).toEqual(['cpu']);
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(container.resources?.requests?.cpu).toBeTruthy();
  });

  it('runs as the API does: the same pod and container security context', () => {
    const securityContext = (workload: Workload) =>
      (workload.spec.template.spec as { securityContext?: object }).securityContext;
    const containerContext = (c: Container) => (c as { securityContext?: object }).securityContext;
    expect(securityContext(renderer)).toEqual(securityContext(api));
    expect(containerContext(container)).toEqual(containerContext(apiContainer));
  });

  it('calls the API through its Service, and writes the site’s address the API writes', () => {
    expect(env('API_URL')).toBe(`http://api:${apiConfig.API_PORT}`);
    expect(env('PUBLIC_URL')).toBe(apiConfig.PUBLIC_URL);
  });
});

describe('the images', () => {
  const api = readFileSync(path.join(ROOT, 'deploy/docker/api.Dockerfile'), 'utf8');
  const edge = readFileSync(path.join(ROOT, 'deploy/docker/edge.Dockerfile'), 'utf8');
  const renderer = readFileSync(path.join(ROOT, 'deploy/docker/renderer.Dockerfile'), 'utf8');
  const lastStage = (dockerfile: string) => dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('run as a non-root user', () => {
    for (const dockerfile of [api, edge, renderer]) {
      const user = /^USER (\S+)$/m.exec(lastStage(dockerfile))?.[1];
      expect(user).toBeDefined();
      expect(['root', '0']).not.toContain(user);
    }
  });

  it('check the API’s liveness path on its port, and start the API as the Job starts migrate', () => {
    const stage = lastStage(api);
    expect(stage).toMatch(
      new RegExp(`HEALTHCHECK [^\\n]*\\\\\\n[^\\n]*${LIVENESS_PATH.replaceAll('/', '\\/')}`),
    );
    expect(stage).toContain(`EXPOSE ${apiConfig.API_PORT}`);
    expect(stage).toContain('CMD ["node", "dist/api/main.js"]');
    expect(stage).not.toMatch(/npm (ci|install)(?![^\n]*--omit=dev)/);
  });

  it('start the renderer where its Deployment probes it, with the releases and shell the edge bakes', () => {
    const stage = lastStage(renderer);
    const deployment = find<Workload>('Deployment', 'renderer').spec.template.spec.containers[0];
    const port = deployment.ports?.find((p) => p.name === 'http')?.containerPort;
    expect(stage).toContain(`EXPOSE ${port}`);
    expect(stage).toContain(`RENDER_PORT=${port}`);
    expect(stage).toContain(`RELEASES_DIR=${EDGE_IN_CLUSTER.releasesDir}`);
    expect(stage).toContain(`SHELL_DIR=${EDGE_IN_CLUSTER.shellDir}`);
    expect(stage).toContain('CMD ["node", "dist/shell-prerender/render-server.cjs"]');
    expect(deployment.image).toMatch(/\/renderer:/);
    // Only the packages its bundles load, never the repository's build and test tools.
    const instructions = renderer.replace(/^#.*$/gm, '');
    expect(instructions).toContain('npm install --omit=dev');
    expect(instructions).not.toContain('npm ci');
  });

  it('bake the same in-cluster configuration into the edge', () => {
    expect(edge).toContain('node deploy/k8s/render.mjs --nginx-conf /out/nginx.conf');
    expect(edge).toContain('COPY --from=config /out/nginx.conf /etc/nginx/edge/nginx.conf');
    expect(lastStage(edge)).toContain(`EXPOSE ${EDGE_IN_CLUSTER.listen}`);
  });
});
