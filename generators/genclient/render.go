package genclient

import (
	"bytes"
	"go/token"
	"runtime"
	"sync"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/output"
)

// Spelled is one file of a client tree as a generator spells it: its
// path, the emit.File that names its imports and its declarations.
type Spelled struct {
	Path  string
	Code  *emit.File
	Decls []jen.Code
	// body is Decls rendered, as output.File.Render renders them; nil
	// when they do not render (the driver's render then reports it).
	body []byte
}

// Prerender renders the declarations of s now, as output.File.Render
// would, and keeps the source instead of the declarations: the client
// trees are about 2,000 files, and their declarations, all alive until
// the driver renders them, were most of a run's heap and what its
// garbage collector scanned again and again.
func (s *Spelled) Prerender() {
	if len(s.Decls) == 0 {
		return
	}
	body := jen.Null()
	for _, d := range s.Decls {
		body.Add(d).Line().Line()
	}
	var b bytes.Buffer
	if s.Code.Render(&b, body) != nil {
		return
	}
	s.body = append([]byte{}, b.Bytes()...)
	s.Decls = nil
}

// Add adds s to the pass's files: its source when Prerender rendered
// it, else its declarations.
func (s *Spelled) Add(pass *gen.Pass) *output.File {
	f := pass.NewFile(s.Path, s.Code)
	if s.body != nil {
		f.Body = s.body
	} else {
		f.Decls = s.Decls
	}
	return f
}

// Reports holds what spelling one file reports, for SpellAll to report
// in the order of the files, whichever was spelled first.
type Reports struct{ list []diag.Diagnostic }

// Errorf reports an error at pos.
func (r *Reports) Errorf(pos token.Position, format string, args ...any) {
	r.list = append(r.list, *diag.Errorf(pos, format, args...))
}

// Warnf reports a warning at pos.
func (r *Reports) Warnf(pos token.Position, format string, args ...any) {
	r.list = append(r.list, *diag.Warnf(pos, format, args...))
}

// SpellAll calls spell(i) for every i below n on every processor, each
// result prerendered, then reports what each reported and adds its files
// to the pass, in the order of i: the run reports and lists them as it
// would have one after the other. spell may return no file; it must be
// safe to call concurrently.
func SpellAll(pass *gen.Pass, n int, spell func(i int, r *Reports) []*Spelled) {
	out := make([][]*Spelled, n)
	reports := make([]Reports, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = spell(i, &reports[i])
				for _, s := range out[i] {
					s.Prerender()
				}
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, l := range out {
		for _, d := range reports[i].list {
			pass.Report(d)
		}
		for _, s := range l {
			s.Add(pass)
		}
	}
}
