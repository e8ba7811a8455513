// Package otherpkg holds types that other test packages use from outside.
package otherpkg

// Copier is an interface with a deep-copy method, for interface fields.
type Copier interface {
	DeepCopyCopier() Copier
}

// Plain is a struct of builtins only: copied by assignment.
type Plain struct {
	A string
	B int
}

// Deep has a hand-written DeepCopyInto.
type Deep struct {
	M map[string]string
}

// DeepCopyInto copies d into out.
func (d *Deep) DeepCopyInto(out *Deep) {
	*out = *d
	if d.M != nil {
		out.M = map[string]string{}
		for k, v := range d.M {
			out.M[k] = v
		}
	}
}

// ValueCopy has a value-receiver DeepCopy returning a value.
type ValueCopy struct {
	S []string
}

// DeepCopy returns a copy of v.
func (v ValueCopy) DeepCopy() ValueCopy {
	return ValueCopy{S: append([]string(nil), v.S...)}
}

// Strings is a named slice from another package.
type Strings []string

// DeepCopy returns a copy of d.
func (d *Deep) DeepCopy() *Deep {
	if d == nil {
		return nil
	}
	out := new(Deep)
	d.DeepCopyInto(out)
	return out
}

// DeepCopyInto copies v into out.
func (v ValueCopy) DeepCopyInto(out *ValueCopy) {
	*out = v.DeepCopy()
}
