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
	"github.com/gvk-dev/gvkgen/generators/internal/fmtcache"
	"github.com/gvk-dev/gvkgen/generators/output"
)

// Batch is some files of a client tree (a type's, a group version's),
// spelled apart from the others on one processor: what it creates and
// reports goes to the pass when every batch is done (see Batches).
type Batch struct {
	pass  *gen.Pass
	files []*output.File
	diags []diag.Diagnostic
}

// NewFile creates the output file at path, of code's package, as
// gen.Pass.NewFile does.
func (b *Batch) NewFile(path string, code *emit.File) *output.File {
	f := &output.File{Path: path, PkgPath: code.PkgPath(), PkgName: code.Name(), Code: code}
	b.files = append(b.files, f)
	return f
}

// ReadFile reads a file beyond the load, as gen.Pass.ReadFile does.
func (b *Batch) ReadFile(name string) ([]byte, error) { return b.pass.ReadFile(name) }

// Errorf reports an error at pos.
func (b *Batch) Errorf(pos token.Position, format string, args ...any) {
	b.diags = append(b.diags, *diag.Errorf(pos, format, args...))
}

// Warnf reports a warning at pos.
func (b *Batch) Warnf(pos token.Position, format string, args ...any) {
	b.diags = append(b.diags, *diag.Warnf(pos, format, args...))
}

// Batches calls spell(i, b) for every i below n, on every processor, each
// with a batch of its own whose files are rendered as soon as spell
// returns (see prerender); then it reports what each batch reported and
// adds its files to the pass, in the order of i: the run reports and
// lists them as it would have one batch after the other. spell must be
// safe to call concurrently.
func Batches(pass *gen.Pass, n int, spell func(i int, b *Batch)) {
	BatchesIf(pass, n, spell, nil)
}

// BatchesIf is Batches, but once every batch is spelled it calls keep (if
// not nil): when that returns false, nothing the batches reported or
// created goes to the pass.
func BatchesIf(pass *gen.Pass, n int, spell func(i int, b *Batch), keep func() bool) {
	out := make([]Batch, n)
	onEveryProcessor(n, func(i int) {
		out[i].pass = pass
		spell(i, &out[i])
		for _, f := range out[i].files {
			prerender(f, pass.FormatCache)
		}
	})
	if keep != nil && !keep() {
		return
	}
	for _, b := range out {
		for _, d := range b.diags {
			pass.Report(d)
		}
		for _, f := range b.files {
			pass.AddFile(f)
		}
	}
}

// prerender renders the declarations of f now, as output.File.Render
// would, and keeps the source (Body) instead of the declarations: the
// client trees are about 2,000 files, and their declarations, all alive
// until the driver rendered them, were most of a run's heap and what its
// garbage collector scanned again and again. Declarations that do not
// render are kept, for the driver to report. fc is the run's format cache
// (gen.Pass.FormatCache).
func prerender(f *output.File, fc *fmtcache.Cache) {
	if f.Body != nil || len(f.Decls) == 0 || f.Code == nil || f.Code.PkgPath() != f.PkgPath {
		return
	}
	body := jen.Null()
	for _, d := range f.Decls {
		body.Add(d).Line().Line()
	}
	var b bytes.Buffer
	if f.Code.RenderCached(&b, body, fc) != nil {
		return
	}
	f.Body = b.Bytes()
	if f.Body == nil {
		f.Body = []byte{}
	}
	f.Decls = nil
}

// PrerenderAll renders the declarations of files now, on every processor,
// as Batches does for its batches' files (see prerender): a generator
// that spells its files one after the other calls it when it is done, so
// their declarations are not alive while the run's other generators work.
func PrerenderAll(files []*output.File, fc *fmtcache.Cache) {
	onEveryProcessor(len(files), func(i int) { prerender(files[i], fc) })
}

// onEveryProcessor calls fn(i) for every i below n, on every processor,
// handing the indexes out in order.
func onEveryProcessor(n int, fn func(i int)) {
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				fn(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}
