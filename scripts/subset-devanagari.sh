#!/bin/sh
# Makes apps/web/src/fonts/noto-sans-devanagari-hindi.woff2 (decision 060): Noto Sans Devanagari subset to Hindi's
# letters and the characters the Hindi texts use. Needs fonttools and brotli for Python and the font
# (apt-get install -y python3-fonttools python3-brotli fonts-noto-core).
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
font=${FONT:-/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf}
chars=$(mktemp)
cat "$root"/packages/shared/src/messages/hi/*.ts |
	/usr/bin/python3 -c 'import sys; print("".join(sorted({c for c in sys.stdin.read() if 0x900 <= ord(c) <= 0x97F})))' > "$chars"
/usr/bin/python3 -m fontTools.subset "$font" --text-file="$chars" \
	--unicodes="U+0901-0939,U+093C-094D,U+0950,U+0958-095F,U+0964-096F,U+0970,U+200C-200D,U+25CC" \
	--layout-features='*' --no-hinting --desubroutinize --flavor=woff2 \
	--output-file="$root/apps/web/src/fonts/noto-sans-devanagari-hindi.woff2"
rm -f "$chars"
ls -l "$root/apps/web/src/fonts/noto-sans-devanagari-hindi.woff2"
