package all

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/registry"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// Generator is one generator's tags.
type Generator struct {
	// Name is the generator's short name, as in "gvkgen tags deepcopy" and
	// the "<!-- tags:deepcopy -->" marker of its page under docs/generators.
	Name string
	Tags []tags.Def
}

// Generators are the generators of the registry and their tags, in the
// order they run.
var Generators = func() []Generator {
	var out []Generator
	for _, g := range registry.All {
		out = append(out, Generator{Name: g.Name, Tags: g.Tags})
	}
	return out
}()

// Defs are the tags of every generator.
var Defs = union()

func union() []tags.Def {
	var out []tags.Def
	for _, g := range Generators {
		out = append(out, g.Tags...)
	}
	return out
}

const usage = `usage: gvkgen tags [--markdown] [%s]

Lists the comment tags the generators read (all of them, or one
generator's): how each is written, where it is read and what it means.
Where: package is the package comment of doc.go; type, the comment block
directly above a type and the block before that (separated by one blank
line), unless said otherwise; field, the comment above a struct field;
function, the comment above a function. Tags anywhere else are ignored,
and generate and verify warn about them.

flags:
`

// Command runs `gvkgen tags`, args being what follows "tags", and returns
// the exit code: 0, or 2 for a usage error.
func Command(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gvkgen tags", flag.ContinueOnError)
	fs.SetOutput(stderr)
	markdown := fs.Bool("markdown", false, "print Markdown tables, as in docs/generators, one per generator")
	fs.Usage = func() {
		fmt.Fprintf(stderr, usage, strings.ReplaceAll(names(), ", ", "|"))
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	gens := Generators
	switch fs.NArg() {
	case 0:
	case 1:
		g := lookup(fs.Arg(0))
		if g == nil {
			fmt.Fprintf(stderr, "gvkgen tags: unknown generator %q; name one of %s, or none for all\n", fs.Arg(0), names())
			return 2
		}
		gens = []Generator{*g}
	default:
		fmt.Fprintf(stderr, "gvkgen tags: name at most one generator, got %s\n", strings.Join(fs.Args(), " "))
		return 2
	}
	for i, g := range gens {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		if *markdown {
			if len(gens) > 1 {
				fmt.Fprintf(stdout, "%s\n\n", tags.Marker(g.Name))
			}
			fmt.Fprint(stdout, tags.Markdown(g.Tags))
			if len(gens) > 1 {
				fmt.Fprintf(stdout, "%s\n", tags.EndMarker)
			}
			continue
		}
		fmt.Fprint(stdout, tags.Text(g.Tags))
	}
	return 0
}

func names() string {
	var out []string
	for _, g := range Generators {
		out = append(out, g.Name)
	}
	return strings.Join(out, ", ")
}

// Tables returns doc (a Markdown page) with the table between each
// "<!-- tags:<name> -->" line and the next "<!-- /tags -->" line replaced by
// the one the definitions of generator <name> produce, and the names of the
// generators whose tables the page holds, in page order. A marker that names
// no generator, or a generator's second table in one page, is an error at
// the marker's line.
func Tables(doc []byte) ([]byte, []string, error) {
	var found []string
	seen := map[string]bool{}
	for i, l := range strings.Split(string(doc), "\n") {
		name, ok := strings.CutPrefix(l, "<!-- tags:")
		if !ok {
			continue
		}
		name, ok = strings.CutSuffix(name, " -->")
		if !ok || lookup(name) == nil {
			return nil, nil, fmt.Errorf("line %d: %q is not a tag table marker; write %s with one of %s", i+1, l, tags.Marker("<name>"), names())
		}
		if seen[name] {
			return nil, nil, fmt.Errorf("line %d: a second %s table; keep one per page", i+1, name)
		}
		seen[name] = true
		found = append(found, name)
		var err error
		doc, err = tags.Splice(doc, name, "\n"+tags.Markdown(lookup(name).Tags)+"\n")
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: %v", i+1, err)
		}
	}
	return doc, found, nil
}

func lookup(name string) *Generator {
	for i := range Generators {
		if Generators[i].Name == name {
			return &Generators[i]
		}
	}
	return nil
}
