#!/usr/bin/env bash
# Installs what the tests need that npm does not bring: Debian's Chromium (Lighthouse) and its headless
# shell (e2e, lighter: scripts/chromium.ts), poppler
# (pdftotext and pdftoppm, for looking at the invoice PDFs) and a Java runtime (DynamoDB Local). Does
# nothing when all are present.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
command -v java >/dev/null 2>&1 || missing+=(openjdk-17-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "Need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
echo "Installing ${missing[*]} from apt..."
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-liberation >/dev/null
