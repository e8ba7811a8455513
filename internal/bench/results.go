package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// A run is one measured run: a line of runs.tsv.
type run struct {
	Case, Tool, Mode string
	Run              string
	Wall             float64 // seconds
	MaxRSSKB         int64
}

// runsHeader is runs.tsv's first line.
const runsHeader = "case\ttool\tmode\trun\twall_s\tmaxrss_kb\n"

func (r run) tsv() string {
	return fmt.Sprintf("%s\t%s\t%s\t%s\t%.2f\t%d\n", r.Case, r.Tool, r.Mode, r.Run, r.Wall, r.MaxRSSKB)
}

// readRuns reads a runs.tsv.
func readRuns(path string) ([]run, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []run
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		c := strings.Split(sc.Text(), "\t")
		if n == 1 {
			continue
		}
		if len(c) != 6 {
			return nil, fmt.Errorf("%s:%d: not six tab-separated columns", path, n)
		}
		wall, err1 := strconv.ParseFloat(c[4], 64)
		rss, err2 := strconv.ParseInt(c[5], 10, 64)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("%s:%d: wall %q or peak RSS %q is not a number", path, n, c[4], c[5])
		}
		out = append(out, run{c[0], c[1], c[2], c[3], wall, rss})
	}
	return out, sc.Err()
}

// A line is one case, tool and mode of the summary: medians of its runs,
// and each as a ratio to the case's ours in the same mode, rounded as the
// tables print them (wall to hundredths of a second, RSS to a MB, ratios
// to hundredths).
type line struct {
	Case, Tool, Mode    string
	Wall                float64 // seconds
	RSSMB               float64
	WallRatio, RSSRatio float64
	Runs                int
}

// summarize returns one line per case, tool and mode of runs: cases in the
// order they first appear, and within a case its tools and modes so.
func summarize(runs []run) ([]line, error) {
	type key struct{ c, t, m string }
	var cases []string
	var order []key
	walls, rsss := map[key][]float64{}, map[key][]float64{}
	for _, r := range runs {
		k := key{r.Case, r.Tool, r.Mode}
		if !slices.Contains(cases, r.Case) {
			cases = append(cases, r.Case)
		}
		if _, ok := walls[k]; !ok {
			order = append(order, k)
		}
		walls[k] = append(walls[k], r.Wall)
		rsss[k] = append(rsss[k], float64(r.MaxRSSKB))
	}
	var out []line
	for _, c := range cases {
		for _, k := range order {
			if k.c != c {
				continue
			}
			base := key{c, "ours", k.m}
			bw, br := median(walls[base]), median(rsss[base])/1024
			if len(walls[base]) == 0 || bw == 0 || br == 0 {
				return nil, fmt.Errorf("%s has no run of ours in mode %s", c, k.m)
			}
			w, r := median(walls[k]), median(rsss[k])/1024
			out = append(out, line{c, k.t, k.m, round(w, 2), round(r, 0), round(w/bw, 2), round(r/br, 2), len(walls[k])})
		}
	}
	return out, nil
}

// median is the middle value of xs, or the mean of the two middle ones.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// round is x as printed with that many decimals, read back.
func round(x float64, decimals int) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', decimals, 64), 64)
	return v
}

// printText prints the summary as a table, then ours / go-list for the
// cases that time go list.
func printText(w io.Writer, lines []line) {
	fmt.Fprintf(w, "%-28s %-15s %-5s %9s %9s %10s %10s\n", "case", "tool", "mode", "wall_s", "rss_MB", "wall/ours", "rss/ours")
	for _, l := range lines {
		fmt.Fprintf(w, "%-28s %-15s %-5s %9.2f %9.0f %10.2f %10.2f\n", l.Case, l.Tool, l.Mode, l.Wall, l.RSSMB, l.WallRatio, l.RSSRatio)
	}
	for _, r := range overGoList(lines, "") {
		fmt.Fprintf(w, "%s / go-list, median wall: %.2fx (%s, %s)\n", r.tool, r.ratio, r.mode, r.c)
	}
}

// A goListRatio is a tool's median wall over go list's, in a case that
// times go list (tool go-list).
type goListRatio struct {
	c, tool, mode string
	ratio         float64
}

// overGoList returns, for every case (c, if set) and mode with a go-list
// line, each other tool's median wall over go list's: ours first, then
// the others in their order.
func overGoList(lines []line, c string) []goListRatio {
	var out []goListRatio
	for _, g := range lines {
		if g.Tool != "go-list" || g.WallRatio <= 0 || c != "" && g.Case != c {
			continue
		}
		for _, l := range lines {
			if l.Case == g.Case && l.Mode == g.Mode && l.Tool != "go-list" {
				out = append(out, goListRatio{l.Case, l.Tool, l.Mode, l.WallRatio / g.WallRatio})
			}
		}
	}
	return out
}

// markdownTable is the block written between a case's markers: DATE,
// MACHINE and COMMAND, the command line that reproduces it, then the
// table of the case's lines.
func markdownTable(c string, lines []line, command, date, machine string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\nMeasured %s on %s, medians of the runs shown, ratio = tool / ours:\n`%s`\n\n", date, machine, command)
	b.WriteString("| tool | mode | median wall | theirs / ours | median peak RSS | theirs / ours | runs |\n")
	b.WriteString("| --- | --- | --- | --- | --- | --- | --- |\n")
	for _, l := range lines {
		if l.Case != c {
			continue
		}
		if l.Tool == "ours" {
			fmt.Fprintf(&b, "| %s | %s | %.2f s | - | %d MB | - | %d |\n", l.Tool, l.Mode, l.Wall, int(l.RSSMB), l.Runs)
		} else {
			fmt.Fprintf(&b, "| %s | %s | %.2f s | %.1fx | %d MB | %.1fx | %d |\n", l.Tool, l.Mode, l.Wall, l.WallRatio, int(l.RSSMB), l.RSSRatio, l.Runs)
		}
	}
	if rs := overGoList(lines, c); len(rs) > 0 {
		b.WriteString("\n")
		for _, r := range rs {
			fmt.Fprintf(&b, "%s / go-list, median wall: **%.2fx** (%s)\n", r.tool, r.ratio, r.mode)
		}
	}
	b.WriteString("\n")
	return b.String()
}

// updatePage writes one table per case of lines into page (a Markdown
// file), between its lines "<!-- bench:CASE -->" and "<!-- /bench -->"
// (the prose around them stays); a case without markers gets a "### CASE"
// section with them at the end. Nothing is written if the page has a
// case's marker without its end line.
func updatePage(page string, lines []line, command, date, machine string) error {
	data, err := os.ReadFile(page)
	if err != nil {
		return err
	}
	text := string(data)
	if text != "" && !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	var cases []string
	for _, l := range lines {
		if !slices.Contains(cases, l.Case) {
			cases = append(cases, l.Case)
		}
	}
	for _, c := range cases {
		block := markdownTable(c, lines, command, date, machine)
		start := "<!-- bench:" + c + " -->\n"
		i := markerLine(text, start)
		if i < 0 {
			text += "\n### " + c + "\n\n" + start + block + "<!-- /bench -->\n"
			continue
		}
		body := i + len(start)
		j := markerLine(text[body:], "<!-- /bench -->")
		if j < 0 {
			return fmt.Errorf("%s: <!-- bench:%s --> has no <!-- /bench --> line after it; nothing written", page, c)
		}
		text = text[:body] + block + text[body+j:]
	}
	fi, err := os.Stat(page)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(page), filepath.Base(page)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString(text); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), fi.Mode().Perm()); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), page)
}

// markerLine returns the offset in text of the line that is exactly
// marker (with its newline, if marker has one), or -1.
func markerLine(text, marker string) int {
	for off := 0; off <= len(text); {
		rest := text[off:]
		if strings.HasPrefix(rest, strings.TrimSuffix(marker, "\n")) {
			end := len(strings.TrimSuffix(marker, "\n"))
			if end == len(rest) || rest[end] == '\n' {
				return off
			}
		}
		nl := strings.IndexByte(rest, '\n')
		if nl < 0 {
			return -1
		}
		off += nl + 1
	}
	return -1
}
