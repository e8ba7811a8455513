package handwritten

// OnlyInto has a hand-written DeepCopyInto: only DeepCopy is generated.
type OnlyInto struct {
	A []string
}

// DeepCopyInto copies in into out.
func (in *OnlyInto) DeepCopyInto(out *OnlyInto) {
	*out = *in
	out.A = append([]string(nil), in.A...)
}

// OnlyCopy has a hand-written DeepCopy: DeepCopyInto calls it.
type OnlyCopy struct {
	A []string
}

// DeepCopy copies in.
func (in *OnlyCopy) DeepCopy() *OnlyCopy {
	if in == nil {
		return nil
	}
	return &OnlyCopy{A: append([]string(nil), in.A...)}
}

// ValueCopy has a value-receiver DeepCopy.
type ValueCopy struct {
	A []string
}

// DeepCopy copies in.
func (in ValueCopy) DeepCopy() ValueCopy {
	return ValueCopy{A: append([]string(nil), in.A...)}
}

// Both has both methods: nothing is generated for it.
type Both struct {
	A []string
}

// DeepCopyInto copies in into out.
func (in *Both) DeepCopyInto(out *Both) { *out = *in }

// DeepCopy copies in.
func (in *Both) DeepCopy() *Both { out := new(Both); in.DeepCopyInto(out); return out }

// Quantity is a named string with methods, like resource.Quantity.
type Quantity string

// DeepCopy copies q.
func (q Quantity) DeepCopy() Quantity { return q }

// User uses the types above as fields.
type User struct {
	Into   OnlyInto
	Copy   OnlyCopy
	Value  ValueCopy
	Q      Quantity
	QPtr   *Quantity
	Qs     []Quantity
	QMap   map[string]Quantity
	IntoP  *OnlyInto
	CopyP  *OnlyCopy
	Intos  []OnlyInto
	IntoM  map[string]OnlyInto
	IntoPM map[string]*OnlyInto
}
