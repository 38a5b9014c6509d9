#!/usr/bin/env bash
# A fresh machine, rehearsed: removes every Debian package `.ci/run` installs (the list is
# tools/serve/machine.mjs's), clones this repository's HEAD (or REF) into a temporary folder and runs
# `bash .ci/run` there as CI does, timed. A step that .ci/run forgets to install shows up here.
#
#   sudo bash tools/ci/rehearse.sh [--writer-page] [--keep] [REF]
#
# --writer-page  first does README's "Write a page" in the clone, literally: a page in both languages
#                and its sidebar entry; no test is edited.
# --keep         keeps the clone (its path is printed) instead of removing it.
# It changes this machine: run it where removing and reinstalling those packages is fine (as root).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
writer_page= keep= ref=HEAD
for arg in "$@"; do
  case "$arg" in
    --writer-page) writer_page=1 ;;
    --keep) keep=1 ;;
    -*) echo "unknown option $arg (see the top of $0)" >&2; exit 2 ;;
    *) ref="$arg" ;;
  esac
done
[ "$(id -u)" = 0 ] || { echo "run it as root: it removes and reinstalls Debian packages" >&2; exit 2; }

read -r -a packages <<<"$(node "$repo/tools/serve/machine.mjs" --all)"
echo "Removing ${packages[*]} and what only they needed…"
DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq "${packages[@]}" >/dev/null 2>&1 || true
DEBIAN_FRONTEND=noninteractive apt-get autoremove --purge -y -qq >/dev/null
left="$(node "$repo/tools/serve/machine.mjs")"
[ "$left" = "$(node "$repo/tools/serve/machine.mjs" --all)" ] || { echo "still present after the purge: not a fresh machine" >&2; exit 1; }

clone="$(mktemp -d)/site"
git clone -q "$repo" "$clone"
git -C "$clone" checkout -q "$ref"
echo "Clone of $(git -C "$clone" log --oneline -1) in $clone"

if [ -n "$writer_page" ]; then
  # README, "Write a page", steps 1 to 3: both files, then the page in its group of the guide sidebar.
  cat >"$clone/content/en/guide/basic/my-page.mdx" <<'EOF'
---
title: Preview a change
description: Check how an edited page looks before it is published.
---

A change to the documentation is easier to review when you can see it the way a reader will. Start the
development server, open the page you edited and keep it open while you write: every save shows up in the
browser within a moment, with the sidebar, the outline and the links to the neighbouring pages around it.
When the text reads well, run the content check once more, because it looks at every page, not only the
one in front of you, and it tells you the file, the line and the column of anything it finds wrong.

## Start the server {#start-the-server}

Run the development command from the project folder and open the address it prints. Pages in both
languages are served, so switch the language to compare the English and the Chinese text side by side.

## Check before you commit {#check-before-you-commit}

Run the content check and fix what it names, then commit both files together with the sidebar entry.
EOF
  cat >"$clone/content/zh/guide/basic/my-page.mdx" <<'EOF'
---
title: 预览修改
description: 在发布之前检查修改后的页面是什么样子。
---

审阅文档的修改时，最好能像读者一样看到它。启动开发服务器，打开你正在编辑的页面并保持打开：每次保存后，浏览器很快就会显示新的内容，
侧边栏、大纲和前后页链接也都在原位。文字改好以后，再运行一次内容检查：它检查的是所有页面，而不只是眼前这一页，
发现问题时会指出所在的文件、行号和列号，并说明应该怎样修改。中英文两个文件要一起修改：标题的 ID 和顺序必须一致，
示例代码也要保持相同，只翻译其中的注释。审阅者打开预览部署后，可以在两种语言之间切换，逐段对照正文，
确认两边说的是同一件事。这样合并之后，无论读者从哪种语言进入，看到的内容都完整而准确。

## 启动服务器 {#start-the-server}

在项目目录下运行开发命令，然后打开它输出的地址。两种语言的页面都可以访问，切换语言即可对照中英文内容。

## 提交前检查 {#check-before-you-commit}

运行内容检查并修复它指出的问题，然后把两个文件和侧边栏条目一起提交。
EOF
  node -e '
    const fs = require("fs");
    const file = process.argv[1];
    const sidebar = JSON.parse(fs.readFileSync(file, "utf8"));
    const group = sidebar.find((g) => g.dir === "basic");
    group.items.splice(1, 0, "my-page");
    fs.writeFileSync(file, JSON.stringify(sidebar, null, 2) + "\n");
  ' "$clone/content/sidebars/guide.json"
  echo "Added content/{en,zh}/guide/basic/my-page.mdx and its entry in content/sidebars/guide.json"
fi

# A fresh machine has no copy build left in its temporary folder: a run of the same tree would reuse it.
rm -rf "${TMPDIR:-/tmp}"/rspress-docs-variant-*

cd "$clone"
started=$(date +%s)
status=0
# (With --writer-page, README's step 4, `npm run check`, runs as the first step of the build in `npm test`.)
CI=true /usr/bin/time -f "whole-process: %e s wall, %U s user, %S s sys" -o "$clone/.rehearsal-time" bash .ci/run </dev/null || status=$?
echo "bash .ci/run exited $status after $(($(date +%s) - started)) s; $(cat "$clone/.rehearsal-time" 2>/dev/null)"
if [ -z "$keep" ]; then rm -rf "$(dirname "$clone")"; else echo "kept $clone"; fi
exit "$status"
