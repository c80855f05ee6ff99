#!/usr/bin/env bash
# Restarts the storefront replicas behind nginx one at a time, without a failed request
# (docs/operations.md "Rolling restart", docs/adr/0045-health-and-drain.md).
#
#   deploy/rolling-restart.sh [HOST:PORT ...]   default: every `server` line of the upstream in NGINX_SITE
#
# For each replica: mark it `down` in nginx's upstream and reload nginx, so no new request is sent
# to it; restart it (SIGTERM: it drains what it still has, then exits, and is started again);
# wait until its /readyz answers 200; take the `down` off and reload. Open-source nginx learns of
# a drain only from refused connections, and a request already queued on the replica's listening
# socket when it closes is reset after it was sent, which nginx cannot repeat for a POST: taking
# the replica out first closes that window.
#
# Settings (environment); `{host}` and `{port}` stand for the replica's:
#   NGINX_SITE    nginx file with the upstream block   (/etc/nginx/conf.d/storefront.conf)
#   NGINX_RELOAD  reloads nginx                         (nginx -s reload)
#   RESTART       restarts one replica, returns once it was started again
#                 (systemctl restart storefront@{port}; on other hosts e.g. ssh {host} systemctl …)
#   READY_URL     the replica's readiness probe        (http://{host}:{port}/readyz; reachable from
#                 loopback and TRUST_PROXY addresses, or add HEALTH_TOKEN: docs/operations.md)
#   READY_WAIT_S  how long to wait for it               (120)
#   SETTLE_S      wait after each reload, for nginx's old workers to stop accepting (1)
set -euo pipefail

site=${NGINX_SITE:-/etc/nginx/conf.d/storefront.conf}
reload=${NGINX_RELOAD:-nginx -s reload}
restart=${RESTART:-'systemctl restart storefront@{port}'}
ready_url=${READY_URL:-'http://{host}:{port}/readyz'}
ready_wait=${READY_WAIT_S:-120}
settle=${SETTLE_S:-1}

say() { echo "rolling-restart: $*"; }
fail() { echo "rolling-restart: $*" >&2; exit 1; }
# The command or URL with the replica's host and port filled in.
fill() { local text=${1//\{host\}/${2%:*}}; echo "${text//\{port\}/${2##*:}}"; }
# A server line of the upstream naming exactly this address, with its options before the `;`.
line_of() { echo "^([[:space:]]*server ${1//./\\.}( [^;]*)?)"; }

[ -f "$site" ] || fail "no nginx file at $site (set NGINX_SITE)"
replicas=("$@")
if [ ${#replicas[@]} -eq 0 ]; then
  mapfile -t replicas < <(sed -nE 's/^[[:space:]]*server ([^ ;]+:[0-9]+)[ ;].*$/\1/p' "$site")
fi
[ ${#replicas[@]} -gt 1 ] || fail "fewer than two replicas in $site: a restart cannot go without failed requests"

# Marks one replica `down` (1) or not (0), then reloads nginx.
mark_down() {
  local line
  line=$(line_of "$1")
  grep -qE "${line};" "$site" || fail "replica $1 is not in $site"
  sed -E -i "s/${line} down;/\1;/" "$site"
  [ "$2" = 0 ] || sed -E -i "s/${line};/\1 down;/" "$site"
  eval "$reload" || fail "nginx did not reload $site"
  sleep "$settle"
}

for replica in "${replicas[@]}"; do
  say "$replica: out of nginx"
  mark_down "$replica" 1
  say "$replica: restarting (it drains first)"
  eval "$(fill "$restart" "$replica")" || fail "$replica: the restart failed; it stays down in $site"
  url=$(fill "$ready_url" "$replica")
  deadline=$((SECONDS + ready_wait))
  until curl -fsS -o /dev/null --max-time 2 "$url"; do
    [ $SECONDS -lt $deadline ] || fail "$replica: not ready after ${ready_wait} s ($url); it stays down in $site"
    sleep 1
  done
  mark_down "$replica" 0
  say "$replica: ready, back in nginx"
done
say "done: ${replicas[*]}"
