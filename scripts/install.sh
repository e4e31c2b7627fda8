#!/usr/bin/env bash
# Install what tablecert needs on a fresh machine: the system libraries WeasyPrint renders PDF
# with (Pango, HarfBuzz, a font) and the Python package itself with its test extras.
set -euo pipefail
cd "$(dirname "$0")/.."
python_bin="${PYTHON:-python3}"

# The PDF's fonts: DejaVu for Latin text, IPA Gothic for the Japanese titles and headings the
# reports cite from the source documents (rules_spec/sources.yaml).
need_fonts=0
[ -f /usr/share/fonts/opentype/ipafont-gothic/ipag.ttf ] || need_fonts=1
if ! "$python_bin" -c 'import ctypes.util, sys; sys.exit(0 if all(ctypes.util.find_library(n) for n in ("pango-1.0", "pangoft2-1.0", "harfbuzz-subset")) else 1)' || [ "$need_fonts" = 1 ]; then
  if command -v apt-get >/dev/null 2>&1; then
    sudo_cmd=""
    [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
    echo "install.sh: installing Pango and fonts for PDF rendering (apt-get)" >&2
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz0b libharfbuzz-subset0 fonts-dejavu-core fonts-ipafont-gothic >/dev/null
  else
    echo "install.sh: Pango or the PDF fonts are missing and apt-get is not available; install Pango, DejaVu and IPA Gothic by hand" >&2
  fi
fi

"$python_bin" -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -e '.[test]'
