package otherpkg

// Box is a generic struct.
type Box[T any] struct{ V T }

// List is a generic slice.
type List[T any] []T

// Dict is a generic map with two type parameters.
type Dict[K comparable, V any] map[K]V

// Cell is a generic struct with hand-written deep-copy methods.
type Cell[T any] struct{ V []T }

// DeepCopyInto copies in into out.
func (in *Cell[T]) DeepCopyInto(out *Cell[T]) {
	*out = *in
	out.V = append([]T(nil), in.V...)
}

// DeepCopy copies in.
func (in *Cell[T]) DeepCopy() *Cell[T] {
	out := new(Cell[T])
	in.DeepCopyInto(out)
	return out
}
