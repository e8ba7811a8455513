# shellcheck shell=bash
# hack/bench-markdown.sh: the results of hack/bench.sh (sourced by it), as a
# text table or as Markdown tables written into a page.
#
# bench_summary RAW: one tab-separated line per case, tool and mode of RAW
# (runs.tsv: case tool mode run wall_s maxrss_kb), cases in the order they
# first appear: case, tool, mode, median wall seconds, median peak RSS in
# MB, each as a ratio to the case's "ours" in the same mode, and the number
# of runs.
bench_summary() {
  awk -F'\t' '
    function median(list,    n, a, i, j, t) {
      n = split(list, a, " ")
      for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    NR > 1 {
      k = $1 SUBSEP $2 SUBSEP $3
      if (!($1 in ncase)) cases[++nc] = $1
      if (!(k in wall)) { order[++n] = k; ncase[$1]++ }
      wall[k] = wall[k] " " $5; rss[k] = rss[k] " " $6; runs[k]++
    }
    END {
      for (i = 1; i <= n; i++) { k = order[i]; mw[k] = median(wall[k]); mr[k] = median(rss[k]) / 1024 }
      for (c = 1; c <= nc; c++) for (i = 1; i <= n; i++) {
        k = order[i]; split(k, p, SUBSEP); if (p[1] != cases[c]) continue
        base = p[1] SUBSEP "ours" SUBSEP p[3]
        if (!(base in mw) || mw[base] == 0 || mr[base] == 0) { printf "bench_summary: %s has no run of ours in mode %s\n", p[1], p[3] > "/dev/stderr"; exit 1 }
        printf "%s\t%s\t%s\t%.2f\t%.0f\t%.2f\t%.2f\t%d\n", p[1], p[2], p[3], mw[k], mr[k], mw[k] / mw[base], mr[k] / mr[base], runs[k]
      }
    }' "$1"
}

# bench_text RAW: the summary as the table hack/bench.sh prints, then
# ours / go-list for the cases that time go list.
bench_text() {
  local summary
  summary="$(bench_summary "$1")" || return 1
  printf '%-28s %-15s %-5s %9s %9s %10s %10s\n' case tool mode wall_s rss_MB wall/ours rss/ours
  awk -F'\t' '{ printf "%-28s %-15s %-5s %9.2f %9.0f %10.2f %10.2f\n", $1, $2, $3, $4, $5, $6, $7 }' <<<"${summary}"
  bench_golist "${summary}" 'ours / go-list, median wall: %.2fx (%s, %s)\n'
}

# bench_golist SUMMARY FORMAT [CASE]: for each case (or CASE alone) and mode
# of SUMMARY with a run of the tool go-list, printf FORMAT with ours' median
# wall time over go-list's, the mode and the case (a FORMAT may leave the
# case out).
bench_golist() {
  awk -F'\t' -v fmt="$2" -v only="${3:-}" '
    only != "" && $1 != only { next }
    $2 == "go-list" && $6 > 0 { printf fmt, 1 / $6, $3, $1 }' <<<"$1"
}

# bench_markdown RAW PAGE COMMAND DATE MACHINE: write one Markdown table per
# case of RAW into PAGE, between the lines "<!-- bench:CASE -->" and
# "<!-- /bench -->" (the prose around them stays), each headed by DATE,
# MACHINE and COMMAND, the command line that reproduces it. A case without
# markers gets a "### CASE" section with them at the end of PAGE. Nothing
# is written if PAGE has a marker without its end line.
bench_markdown() {
  local raw="$1" page="$2" command="$3" date="$4" machine="$5" summary c tmp block
  summary="$(bench_summary "${raw}")" || return 1
  tmp="$(mktemp "${page}.XXXXXX")"
  block="$(mktemp)"
  cp "${page}" "${tmp}"
  for c in $(cut -f1 <<<"${summary}" | awk '!seen[$0]++'); do
    {
      printf '\nMeasured %s on %s, medians of the runs shown, ratio = tool / ours:\n`%s`\n\n' "${date}" "${machine}" "${command}"
      printf '| tool | mode | median wall | theirs / ours | median peak RSS | theirs / ours | runs |\n'
      printf '| --- | --- | --- | --- | --- | --- | --- |\n'
      awk -F'\t' -v c="${c}" '$1 == c {
        if ($2 == "ours") printf "| %s | %s | %.2f s | - | %d MB | - | %d |\n", $2, $3, $4, $5, $8
        else printf "| %s | %s | %.2f s | %.1fx | %d MB | %.1fx | %d |\n", $2, $3, $4, $6, $5, $7, $8
      }' <<<"${summary}"
      bench_golist "${summary}" '\nours / go-list, median wall: **%.2fx** (%s)\n' "${c}"
      printf '\n'
    } >"${block}"
    if grep -qxF "<!-- bench:${c} -->" "${tmp}"; then
      awk -v start="<!-- bench:${c} -->" -v blockfile="${block}" '
        $0 == start { print; while ((getline l < blockfile) > 0) print l; skip = 1; next }
        skip && $0 == "<!-- /bench -->" { skip = 0 }
        !skip { print }
        END { if (skip) exit 3 }' "${tmp}" >"${tmp}.new" ||
        { rm -f "${tmp}" "${tmp}.new" "${block}"; gvk::die "${page}: <!-- bench:${c} --> has no <!-- /bench --> line after it; nothing written"; }
      mv "${tmp}.new" "${tmp}"
    else
      { printf '\n### %s\n\n<!-- bench:%s -->\n' "${c}" "${c}"; cat "${block}"; printf '<!-- /bench -->\n'; } >>"${tmp}"
    fi
  done
  rm -f "${block}"
  chmod --reference="${page}" "${tmp}" 2>/dev/null || true
  mv "${tmp}" "${page}"
}
