package main

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/internal/testmodule"
)

// block is a fenced code block of README.md or of a page under docs/.
//
// The convention (see docs/testing.md): commands a user copies are ```sh
// blocks and are run; Makefile snippets are ```make blocks, whose targets are
// run; output and other examples are ```text (or ```go, a Go snippet) and are
// not run. A block that truly cannot run here says so in its info string,
// ```sh no-test, and is listed by the test. A `<!-- recipe: NAME [ARG] -->`
// line right before a block names it for a recipe with checks of its own
// (TestReadmeRecipes); a `<!-- fixture: NAME -->` line there picks where an
// unnamed block runs (see fixtures).
type block struct {
	page    string // path from the repository root
	line    int    // line of the opening fence
	lang    string // first word of the info string
	noTest  bool   // the info string is "<lang> no-test"
	recipe  string // NAME of a recipe line before the block
	arg     string // its ARG
	fixture string // NAME of a fixture line before the block
	body    string
}

func (b block) String() string { return fmt.Sprintf("%s:%d", b.page, b.line) }

var (
	recipeLine  = regexp.MustCompile(`^<!-- recipe: ([a-z-]+)(?: (\S+))? -->$`)
	fixtureLine = regexp.MustCompile(`^<!-- fixture: ([a-z-]+) -->$`)
	fence       = regexp.MustCompile("^( *)```(.*)$")
)

// docPages returns README.md and every Markdown page under docs/, relative
// to root.
func docPages(t *testing.T, root string) []string {
	t.Helper()
	pages := []string{"README.md"}
	err := filepath.WalkDir(filepath.Join(root, "docs"), func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".md") {
			rel, _ := filepath.Rel(root, path)
			pages = append(pages, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return pages
}

// readBlocks returns the fenced blocks of the pages.
func readBlocks(t *testing.T, root string, pages []string) []block {
	t.Helper()
	var out []block
	for _, page := range pages {
		src, err := os.ReadFile(filepath.Join(root, page))
		if err != nil {
			t.Fatal(err)
		}
		blocks, err := parseBlocks(page, string(src))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, blocks...)
	}
	return out
}

// parseBlocks returns the fenced blocks of one page. Blocks indented in a
// list item are read with their indentation removed.
func parseBlocks(page, src string) ([]block, error) {
	var out []block
	var recipe, fixture []string
	sc := bufio.NewScanner(strings.NewReader(src))
	n := 0
	for sc.Scan() {
		n++
		l := sc.Text()
		if m := recipeLine.FindStringSubmatch(l); m != nil {
			recipe = m
			continue
		}
		if m := fixtureLine.FindStringSubmatch(l); m != nil {
			fixture = m
			continue
		}
		m := fence.FindStringSubmatch(l)
		if m == nil {
			if strings.TrimSpace(l) != "" {
				recipe, fixture = nil, nil
			}
			continue
		}
		info := strings.Fields(m[2])
		b := block{page: page, line: n}
		if len(info) > 0 {
			b.lang = info[0]
			b.noTest = len(info) == 2 && info[1] == "no-test"
			if len(info) > 1 && !b.noTest {
				return nil, fmt.Errorf("%s: info string %q: write %s or %s no-test", b, m[2], b.lang, b.lang)
			}
		}
		if recipe != nil {
			b.recipe, b.arg = recipe[1], recipe[2]
		}
		if fixture != nil {
			b.fixture = fixture[1]
		}
		recipe, fixture = nil, nil
		var body strings.Builder
		closed := false
		for sc.Scan() {
			n++
			if strings.TrimSpace(sc.Text()) == "```" {
				closed = true
				break
			}
			body.WriteString(strings.TrimPrefix(sc.Text(), m[1]) + "\n")
		}
		if !closed {
			return nil, fmt.Errorf("%s: the block is not closed", b)
		}
		b.body = body.String()
		out = append(out, b)
	}
	return out, sc.Err()
}

// runnable are the languages of blocks that must be run (or marked no-test);
// notRun are those of examples, never run.
var (
	runnable = map[string]bool{"sh": true, "make": true, "yaml": true}
	notRun   = map[string]bool{"text": true, "go": true, "diff": true, "json": true}
)

// checkBlocks returns what is wrong with the blocks: the convention above,
// and the recipes and fixtures each block names.
func checkBlocks(blocks []block, recipes []string) []string {
	var bad []string
	seen := map[string]string{}
	known := map[string]bool{}
	for _, r := range recipes {
		known[r] = true
	}
	for _, b := range blocks {
		switch {
		case b.lang == "":
			bad = append(bad, fmt.Sprintf("%s: a block without a language; write ```text for output, ```sh for commands (which are run)", b))
		case !runnable[b.lang] && !notRun[b.lang]:
			bad = append(bad, fmt.Sprintf("%s: ```%s: write ```sh for commands (which are run), ```text for output", b, b.lang))
		case b.noTest && b.recipe != "":
			bad = append(bad, fmt.Sprintf("%s: recipe %s is marked no-test", b, b.recipe))
		case b.recipe != "" && !known[b.recipe]:
			bad = append(bad, fmt.Sprintf("%s: no test runs recipe %s; name one of %s", b, b.recipe, strings.Join(recipes, ", ")))
		case b.recipe != "" && seen[b.recipe] != "":
			bad = append(bad, fmt.Sprintf("%s: a second recipe %s (the first is at %s)", b, b.recipe, seen[b.recipe]))
		case b.fixture != "" && fixtures[b.fixture] == nil:
			bad = append(bad, fmt.Sprintf("%s: unknown fixture %s", b, b.fixture))
		case b.recipe == "" && !b.noTest && b.lang == "yaml":
			bad = append(bad, fmt.Sprintf("%s: a configuration no test reads; make it a recipe, or mark it ```yaml no-test", b))
		case b.recipe == "" && b.lang == "go" && strings.Contains(b.body, "//go:generate"):
			bad = append(bad, fmt.Sprintf("%s: a //go:generate line no test runs; make it the go-generate recipe", b))
		}
		if b.recipe != "" && seen[b.recipe] == "" {
			seen[b.recipe] = b.String()
		}
	}
	for _, r := range recipes {
		if seen[r] == "" {
			bad = append(bad, fmt.Sprintf("no page has the recipe %s", r))
		}
	}
	return bad
}

// generic reports whether b is run by TestDocBlocks: a sh or make block
// that is no recipe and not marked no-test.
func (b block) generic() bool {
	return b.recipe == "" && !b.noTest && (b.lang == "sh" || b.lang == "make")
}

// script is what running b means: a sh block's lines, or the recipe lines
// of each target of a make block, in order.
func (b block) script() string {
	if b.lang != "make" {
		return b.body
	}
	var lines []string
	targets := makeTargets(b.body)
	for _, name := range makeOrder(b.body) {
		lines = append(lines, targets[name]...)
	}
	return strings.Join(lines, "\n") + "\n"
}

// makeOrder is the names of a simple Makefile's targets, in order.
func makeOrder(makefile string) []string {
	var out []string
	for _, l := range strings.Split(makefile, "\n") {
		if name, ok := strings.CutSuffix(l, ":"); ok && !strings.HasPrefix(l, "\t") {
			out = append(out, name)
		}
	}
	return out
}

// docEnv is what the fixtures start from: the published checkout, an
// environment whose PATH has gvkgen's tools installed by the install
// recipe, and the go-tool recipe's `go get -tool` lines.
type docEnv struct {
	p       published
	env     []string
	getTool string
}

// fixture prepares a directory for a block to run in, and checks it after.
type fixture struct {
	doc   string
	setup func(t *testing.T, d docEnv) (dir string, env []string)
	after func(t *testing.T, dir string, env []string)
}

// fixtures are where unnamed blocks run; "user" is the default.
var fixtures = map[string]*fixture{
	"user": {
		doc: "a user's module (userModule) after the go-tool recipe's `go get -tool` lines, gvkgen's tools on PATH",
		setup: func(t *testing.T, d docEnv) (string, []string) {
			user := userModule(t, t.TempDir())
			sh(t, user, d.env, d.getTool)
			return user, d.env
		},
	},
	"checkout": {
		doc: "a clone of this repository at HEAD, the test's own environment; the block must leave it as committed",
		setup: func(t *testing.T, d docEnv) (string, []string) {
			if _, err := os.Stat(filepath.Join(d.p.root, ".git")); err != nil {
				t.Skip("not a git checkout")
			}
			clone := filepath.Join(testmodule.Scratch(t, d.p.root, "checkout"), "gvkgen")
			sh(t, d.p.root, os.Environ(), "git clone --quiet --no-hardlinks . "+clone)
			return clone, append(os.Environ(), "GOWORK=off", "GOFLAGS=")
		},
		after: func(t *testing.T, dir string, env []string) {
			if out := sh(t, dir, env, "git status --porcelain"); out != "" {
				t.Errorf("the block changed the committed tree:\n%s", out)
			}
		},
	},
}

// runBlock runs an unnamed block in its fixture; it must succeed.
func runBlock(t *testing.T, d docEnv, b block) {
	name := b.fixture
	if name == "" {
		name = "user"
	}
	f := fixtures[name]
	dir, env := f.setup(t, d)
	sh(t, dir, env, b.script())
	if f.after != nil {
		f.after(t, dir, env)
	}
}

// TestDocBlocks checks that every code block of README.md and docs/ follows
// the convention (see block), and lists the blocks marked no-test.
// TestReadmeRecipes runs the others.
func TestDocBlocks(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	blocks := readBlocks(t, root, docPages(t, root))
	if bad := checkBlocks(blocks, slices.Concat(recipeNames, vetRecipes)); len(bad) > 0 {
		t.Fatalf("the documentation's code blocks:\n\t%s", strings.Join(bad, "\n\t"))
	}
	var run, recipes, skipped []string
	for _, b := range blocks {
		switch {
		case b.recipe != "":
			recipes = append(recipes, b.String()+" "+b.recipe)
		case b.generic():
			run = append(run, b.String())
		case b.noTest:
			first, _, _ := strings.Cut(b.body, "\n")
			skipped = append(skipped, fmt.Sprintf("%s: %s", b, first))
		}
	}
	if len(run) == 0 {
		t.Error("no unnamed command block found; is the convention read right?")
	}
	t.Logf("%d recipes, %d other command blocks run by TestReadmeRecipes; %d marked no-test:\n\t%s", len(recipes), len(run), len(skipped), strings.Join(skipped, "\n\t"))
}

// TestParseBlocks: the convention's mistakes are errors at the block.
func TestParseBlocks(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      string // the blocks, or the errors
	}{
		{name: "sh run", src: "x\n```sh\necho hi\n```\n", want: "p.md:2 sh run"},
		{name: "no-test", src: "```sh no-test\nhack/test.sh\n```\n", want: "p.md:1 sh no-test"},
		{name: "recipe", src: "<!-- recipe: install -->\n```sh\ngo install x@latest\n```\n", want: "p.md:2 sh recipe install"},
		{name: "fixture", src: "<!-- fixture: checkout -->\n```sh\nhack/update-codegen.sh\n```\n", want: "p.md:2 sh run in checkout"},
		{name: "recipe line then prose", src: "<!-- recipe: install -->\nprose\n```sh\necho\n```\n", want: "p.md:3 sh run"},
		{name: "indented in a list", src: "1. step\n\n   ```make\n   all:\n   \techo x\n   ```\n", want: "p.md:3 make run"},
		{name: "text", src: "```text\nerror: x\n```\n", want: "p.md:1 text"},
		{name: "no language", src: "```\nout\n```\n", want: "p.md:1: a block without a language; write ```text for output, ```sh for commands (which are run)"},
		{name: "bash", src: "```bash\nls\n```\n", want: "p.md:1: ```bash: write ```sh for commands (which are run), ```text for output"},
		{name: "console", src: "```console\n$ ls\n```\n", want: "p.md:1: ```console: write ```sh for commands (which are run), ```text for output"},
		{name: "unknown recipe", src: "<!-- recipe: nope -->\n```sh\nls\n```\n", want: "p.md:2: no test runs recipe nope; name one of install"},
		{name: "recipe no-test", src: "<!-- recipe: install -->\n```sh no-test\nls\n```\n", want: "p.md:2: recipe install is marked no-test"},
		{name: "two recipes", src: "<!-- recipe: install -->\n```sh\na\n```\n<!-- recipe: install -->\n```sh\nb\n```\n", want: "p.md:6: a second recipe install (the first is at p.md:2)"},
		{name: "unknown fixture", src: "<!-- fixture: moon -->\n```sh\nls\n```\n", want: "p.md:2: unknown fixture moon"},
		{name: "yaml", src: "```yaml\nrepos: []\n```\n", want: "p.md:1: a configuration no test reads; make it a recipe, or mark it ```yaml no-test"},
		{name: "go:generate", src: "```go\n//go:generate go tool deepcopy-gen .\n```\n", want: "p.md:1: a //go:generate line no test runs; make it the go-generate recipe"},
		{name: "bad info", src: "```sh skip\nls\n```\n", want: "p.md:1: info string \"sh skip\": write sh or sh no-test"},
		{name: "unclosed", src: "```sh\nls\n", want: "p.md:1: the block is not closed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			blocks, err := parseBlocks("p.md", tc.src)
			var got []string
			if err != nil {
				got = []string{err.Error()}
			} else {
				got = checkBlocks(blocks, []string{"install"})
				got = slices.DeleteFunc(got, func(s string) bool { return strings.HasPrefix(s, "no page has") })
			}
			if len(got) == 0 {
				for _, b := range blocks {
					got = append(got, describe(b))
				}
			}
			if diff := cmp.Diff(tc.want, strings.Join(got, "\n")); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func describe(b block) string {
	s := b.String() + " " + b.lang
	switch {
	case b.recipe != "":
		s += " recipe " + b.recipe
	case b.noTest:
		s += " no-test"
	case b.generic():
		s += " run"
	}
	if b.fixture != "" {
		s += " in " + b.fixture
	}
	return s
}
