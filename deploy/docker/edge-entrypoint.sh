#!/bin/sh
# The edge's process: nginx in front of the API pods that the headless Service API_PODS_HOST names. nginx looks
# the name up only when it loads its configuration, so this waits for a first address, then reloads nginx whenever
# the set of addresses changes (pods replaced by a rollout or the autoscaler). SIGTERM: graceful stop.
set -eu
CONF="${NGINX_CONF:-/etc/nginx/edge/nginx.conf}"
RUN_DIR="${NGINX_RUN_DIR:-/tmp/nginx}"
HOST="${API_PODS_HOST:-api-pods}"
INTERVAL="${RESOLVE_INTERVAL_SECONDS:-5}"

addresses() {
  getent ahostsv4 "$HOST" 2>/dev/null | awk '{ print $1 }' | sort -u | tr '\n' ' ' || true
}

mkdir -p "$RUN_DIR"
until [ -n "$(addresses)" ]; do
  echo "edge: esperando a que $HOST tenga direcciones" >&2
  sleep 2
done

nginx -c "$CONF" -p "$RUN_DIR" -e /dev/stderr &
NGINX_PID=$!
trap 'kill -QUIT "$NGINX_PID" 2>/dev/null; wait "$NGINX_PID"; exit 0' TERM INT

last="$(addresses)"
while kill -0 "$NGINX_PID" 2>/dev/null; do
  sleep "$INTERVAL" &
  wait $! || true
  now="$(addresses)"
  if [ -n "$now" ] && [ "$now" != "$last" ]; then
    echo "edge: $HOST ahora es $now; recargando nginx" >&2
    nginx -c "$CONF" -p "$RUN_DIR" -e /dev/stderr -s reload && last="$now"
  fi
done
wait "$NGINX_PID"
