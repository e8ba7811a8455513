// Package hub is the internal version the v1 test package converts to.
package hub

// Phase is a named string.
type Phase string

// Same has the same layout as v1.Same: one unsafe cast converts it.
type Same struct {
	Name   string
	Labels map[string]string
	Items  []string
	Count  *int32
}

// Reordered has v1.Reordered's fields in another order.
type Reordered struct {
	B int64
	A string
}

// Holder holds collections of types that differ between versions, so each
// is converted element by element.
type Holder struct {
	Phase     Phase
	Ptr       *Reordered
	Slice     []Reordered
	Map       map[string]Reordered
	SameSlice []Same
	Value     Reordered
	Renamed   string
	Changed   int64
	Custom    Custom
	Copy      Copied
	Dropped   Legacy
	Skip      string
	Inner     Same
	Next      *Holder
}

// Custom has a hand-written conversion.
type Custom struct {
	Value string
}

// Copied has a copy-only hand-written conversion.
type Copied struct {
	Value string
}

// Options are read from url query parameters.
type Options struct {
	Name  string
	Limit int64
	Watch bool
}

// OptedOut has a peer in v1 that opted out.
type OptedOut struct {
	A string
}

// Legacy is dropped on conversion by a +k8s:conversion-fn=drop function.
type Legacy string
