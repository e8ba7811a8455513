package hack_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// benchRuns is a runs.tsv of hack/bench.sh: two cases, the second with a
// run of ours that is slower than the others (the median ignores it).
const benchRuns = "case\ttool\tmode\trun\twall_s\tmaxrss_kb\n" +
	"api-deepcopy\tours\twarm\t1\t0.25\t55296\n" +
	"api-deepcopy\tupstream\twarm\t1\t2.20\t640000\n" +
	"api-deepcopy\tours\twarm\t2\t0.27\t55296\n" +
	"api-deepcopy\tupstream\twarm\t2\t2.30\t650000\n" +
	"crd-conversion\tours\tcold\t1\t0.15\t23552\n" +
	"crd-conversion\tours\tcold\t2\t9.00\t23552\n" +
	"crd-conversion\tours\tcold\t3\t0.16\t23552\n" +
	"crd-conversion\tupstream\tcold\t1\t2.24\t311296\n"

// golistRuns is a runs.tsv of hack/bench.sh's api-golist case: ours
// against go list, ours 2.5 times as long.
const golistRuns = "case\ttool\tmode\trun\twall_s\tmaxrss_kb\n" +
	"api-golist\tours\twarm\t1\t0.40\t55296\n" +
	"api-golist\tgo-list\twarm\t1\t0.16\t40960\n"

// TestBenchMarkdown: bench.sh --markdown replaces the table of a case
// between its markers, keeps the prose, and adds a section for a case the
// page does not have yet; a case with go-list runs gets ours / go-list.
func TestBenchMarkdown(t *testing.T) {
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
				"| go-list | warm | 0.16 s | 0.4x | 40 MB | 0.7x | 1 |\n" +
				"\nours / go-list, median wall: **2.50x** (warm)\n\n" +
				"<!-- /bench -->\n",
		},
		{
			name: "marker without end",
			page: "<!-- bench:api-deepcopy -->\nold table\n<!-- bench:crd-conversion -->\n",
			err:  "<!-- bench:api-deepcopy --> has no <!-- /bench --> line after it; nothing written",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			raw, page := filepath.Join(dir, "runs.tsv"), filepath.Join(dir, "p.md")
			runs := tc.runs
			if runs == "" {
				runs = benchRuns
			}
			if err := os.WriteFile(raw, []byte(runs), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(page, []byte(tc.page), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command("bash", "-c", `set -euo pipefail; source ./lib.sh; source ./bench-markdown.sh; bench_markdown "$@"`, "bash",
				raw, page, "RUNS=2 hack/bench.sh --markdown p.md", "2026-11-24", "2 cores")
			out, err := cmd.CombinedOutput()
			got, rerr := os.ReadFile(page)
			if rerr != nil {
				t.Fatal(rerr)
			}
			if tc.err != "" {
				if err == nil || !strings.Contains(string(out), tc.err) {
					t.Errorf("want a failure saying %q, got %v:\n%s", tc.err, err, out)
				}
				if string(got) != tc.page {
					t.Errorf("the page changed on a failure:\n%s", got)
				}
				return
			}
			if err != nil {
				t.Fatalf("bench_markdown: %v\n%s", err, out)
			}
			if diff := cmp.Diff(tc.want, string(got)); diff != "" {
				t.Errorf("page (-want +got):\n%s", diff)
			}
		})
	}
}
