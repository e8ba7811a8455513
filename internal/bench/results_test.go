package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// benchRuns is a runs.tsv: two cases, the second with a run of ours that
// is slower than the others (the median ignores it).
const benchRuns = runsHeader +
	"api-deepcopy\tours\twarm\t1\t0.25\t55296\n" +
	"api-deepcopy\tupstream\twarm\t1\t2.20\t640000\n" +
	"api-deepcopy\tours\twarm\t2\t0.27\t55296\n" +
	"api-deepcopy\tupstream\twarm\t2\t2.30\t650000\n" +
	"crd-conversion\tours\tcold\t1\t0.15\t23552\n" +
	"crd-conversion\tours\tcold\t2\t9.00\t23552\n" +
	"crd-conversion\tours\tcold\t3\t0.16\t23552\n" +
	"crd-conversion\tupstream\tcold\t1\t2.24\t311296\n"

// golistRuns is the api-golist case: ours (deepcopy-gen) and generate
// (gvkgen generate) against go list, 2.5 and 3 times as long.
const golistRuns = runsHeader +
	"api-golist\tours\twarm\t1\t0.40\t55296\n" +
	"api-golist\tgenerate\twarm\t1\t0.48\t61440\n" +
	"api-golist\tgo-list\twarm\t1\t0.16\t40960\n"

// summary reads runs (a runs.tsv's text) and summarizes it.
func summary(t *testing.T, runs string) []line {
	t.Helper()
	raw := filepath.Join(t.TempDir(), "runs.tsv")
	if err := os.WriteFile(raw, []byte(runs), 0o644); err != nil {
		t.Fatal(err)
	}
	rs, err := readRuns(raw)
	if err != nil {
		t.Fatal(err)
	}
	lines, err := summarize(rs)
	if err != nil {
		t.Fatal(err)
	}
	return lines
}

func TestSummarize(t *testing.T) {
	want := []line{
		{"api-deepcopy", "ours", "warm", 0.26, 54, 1, 1, 2},
		{"api-deepcopy", "upstream", "warm", 2.25, 630, 8.65, 11.66, 2},
		{"crd-conversion", "ours", "cold", 0.16, 23, 1, 1, 3},
		{"crd-conversion", "upstream", "cold", 2.24, 304, 14, 13.22, 1},
	}
	if diff := cmp.Diff(want, summary(t, benchRuns)); diff != "" {
		t.Errorf("summary (-want +got):\n%s", diff)
	}
	if _, err := summarize([]run{{"c", "upstream", "warm", "1", 1, 1}}); err == nil || err.Error() != "c has no run of ours in mode warm" {
		t.Errorf("without ours: %v", err)
	}
	var b strings.Builder
	printText(&b, summary(t, golistRuns))
	if want := "case                         tool            mode     wall_s    rss_MB  wall/ours   rss/ours\n" +
		"api-golist                   ours            warm       0.40        54       1.00       1.00\n" +
		"api-golist                   generate        warm       0.48        60       1.20       1.11\n" +
		"api-golist                   go-list         warm       0.16        40       0.40       0.74\n" +
		"ours / go-list, median wall: 2.50x (warm, api-golist)\n" +
		"generate / go-list, median wall: 3.00x (warm, api-golist)\n"; b.String() != want {
		t.Errorf("text (-want +got):\n%s", cmp.Diff(want, b.String()))
	}
}

// --markdown replaces the table of a case between its markers, keeps the
// prose, and adds a section for a case the page does not have yet; a case
// with go-list runs gets each tool's wall over go list's (ours /
// go-list, generate / go-list).
func TestUpdatePage(t *testing.T) {
	for _, tc := range []struct {
		name, runs, page, want, err string
	}{
		{
			name: "replace and append",
			page: "# Benchmarks\n\nProse.\n\n<!-- bench:api-deepcopy -->\nold table\n<!-- /bench -->\n\nMore prose.\n",
			want: "# Benchmarks\n\nProse.\n\n<!-- bench:api-deepcopy -->\n" +
				"\nMeasured 2026-11-24 on 2 cores, medians of the runs shown, ratio = tool / ours:\n`RUNS=2 hack/bench.sh --markdown p.md`\n\n" +
				"| tool | mode | median wall | theirs / ours | median peak RSS | theirs / ours | runs |\n| --- | --- | --- | --- | --- | --- | --- |\n" +
				"| ours | warm | 0.26 s | - | 54 MB | - | 2 |\n" +
				"| upstream | warm | 2.25 s | 8.7x | 630 MB | 11.7x | 2 |\n\n" +
				"<!-- /bench -->\n\nMore prose.\n" +
				"\n### crd-conversion\n\n<!-- bench:crd-conversion -->\n" +
				"\nMeasured 2026-11-24 on 2 cores, medians of the runs shown, ratio = tool / ours:\n`RUNS=2 hack/bench.sh --markdown p.md`\n\n" +
				"| tool | mode | median wall | theirs / ours | median peak RSS | theirs / ours | runs |\n| --- | --- | --- | --- | --- | --- | --- |\n" +
				"| ours | cold | 0.16 s | - | 23 MB | - | 3 |\n" +
				"| upstream | cold | 2.24 s | 14.0x | 304 MB | 13.2x | 1 |\n\n" +
				"<!-- /bench -->\n",
		},
		{
			name: "ours over go list",
			runs: golistRuns,
			page: "<!-- bench:api-golist -->\n<!-- /bench -->\n",
			want: "<!-- bench:api-golist -->\n" +
				"\nMeasured 2026-11-24 on 2 cores, medians of the runs shown, ratio = tool / ours:\n`RUNS=2 hack/bench.sh --markdown p.md`\n\n" +
				"| tool | mode | median wall | theirs / ours | median peak RSS | theirs / ours | runs |\n| --- | --- | --- | --- | --- | --- | --- |\n" +
				"| ours | warm | 0.40 s | - | 54 MB | - | 1 |\n" +
				"| generate | warm | 0.48 s | 1.2x | 60 MB | 1.1x | 1 |\n" +
				"| go-list | warm | 0.16 s | 0.4x | 40 MB | 0.7x | 1 |\n" +
				"\nours / go-list, median wall: **2.50x** (warm)\n" +
				"generate / go-list, median wall: **3.00x** (warm)\n\n" +
				"<!-- /bench -->\n",
		},
		{
			name: "marker without end",
			page: "<!-- bench:api-deepcopy -->\nold table\n<!-- bench:crd-conversion -->\n",
			err:  "<!-- bench:api-deepcopy --> has no <!-- /bench --> line after it; nothing written",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			runs := tc.runs
			if runs == "" {
				runs = benchRuns
			}
			page := filepath.Join(t.TempDir(), "p.md")
			if err := os.WriteFile(page, []byte(tc.page), 0o644); err != nil {
				t.Fatal(err)
			}
			err := updatePage(page, summary(t, runs), "RUNS=2 hack/bench.sh --markdown p.md", "2026-11-24", "2 cores")
			got, rerr := os.ReadFile(page)
			if rerr != nil {
				t.Fatal(rerr)
			}
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Errorf("want a failure saying %q, got %v", tc.err, err)
				}
				if string(got) != tc.page {
					t.Errorf("the page changed on a failure:\n%s", got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, string(got)); diff != "" {
				t.Errorf("page (-want +got):\n%s", diff)
			}
		})
	}
}
