#!/usr/bin/env node
// Validates Kubernetes manifests against the API's schemas (kubernetes-models, generated from Kubernetes'
// OpenAPI): a wrong type, a missing required field or an unknown kind is an error.
//   node deploy/k8s/validate.mjs [file.yaml …]   (default: every .yaml beside this script)
// Prints one JSON line per document ({ file, kind, name, error }) and exits 1 when any is invalid. A process of its
// own, as ES modules: kubernetes-models ships nothing else, which jest's CommonJS runtime cannot load.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ValidationError from '@kubernetes-models/validate/runtime/validation_error';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { parseAllDocuments } from 'yaml';

const HERE = path.dirname(fileURLToPath(import.meta.url));
// The kinds this folder uses; another is refused until it is added here.
const MODELS = [ConfigMap, Deployment, HorizontalPodAutoscaler, Job, PodDisruptionBudget, Service];

class UnknownKind extends Error {}

function modelOf(apiVersion, kind) {
  const model = MODELS.find((m) => m.apiVersion === apiVersion && m.kind === kind);
  if (!model)
    throw new UnknownKind(`Tipo desconocido para Kubernetes (o no listado aquí): ${apiVersion} ${kind}`);
  return model;
}

function validateFile(file) {
  const results = [];
  for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
    if (document.errors.length) {
      results.push({ file, kind: null, name: null, error: document.errors.map((e) => e.message).join('; ') });
      continue;
    }
    const data = document.toJS();
    if (data === null) continue;
    const name = data.metadata?.name ?? data.metadata?.generateName ?? null;
    try {
      const Model = modelOf(data.apiVersion, data.kind);
      new Model(data).validate();
      results.push({ file, kind: data.kind, name, error: null });
    } catch (error) {
      // A schema violation names its fields; anything else is a fault of this script, not of the manifest.
      if (!(error instanceof ValidationError || error instanceof UnknownKind)) throw error;
      results.push({ file, kind: data.kind ?? null, name, error: error.message });
    }
  }
  return results;
}

const files = process.argv.slice(2);
const targets = files.length
  ? files
  : readdirSync(HERE)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => path.join(HERE, f));
let invalid = 0;
for (const file of targets) {
  for (const result of validateFile(file)) {
    if (result.error) invalid++;
    console.log(JSON.stringify(result));
  }
}
process.exit(invalid ? 1 : 0);
