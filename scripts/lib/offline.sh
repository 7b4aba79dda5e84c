# Sourced by every script in scripts/: when the project sits beside a
# shared/vendor folder (../shared/vendor, as on the team's machines and CI,
# which reach no crates.io and no Maven Central), cargo and Maven build
# offline from it. Elsewhere nothing changes and both use their registries.
# Always the same env.sh, so cargo sees one CARGO_HOME and rebuilds nothing.
if [ -z "${PYRAMIDS_OFFLINE:-}" ]; then
  _vendor_env="$(dirname "${BASH_SOURCE[0]}")/../../../shared/vendor/env.sh"
  if [ -f "$_vendor_env" ]; then
    # shellcheck source=/dev/null
    . "$_vendor_env"
    export PYRAMIDS_OFFLINE=$(cd "$(dirname "$_vendor_env")" && pwd)
  else
    export PYRAMIDS_OFFLINE=no
  fi
  unset _vendor_env
fi
