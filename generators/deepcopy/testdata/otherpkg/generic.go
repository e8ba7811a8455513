package otherpkg

// Box is a generic struct.
type Box[T any] struct{ V T }

// List is a generic slice.
type List[T any] []T

// Dict is a generic map with two type parameters.
type Dict[K comparable, V any] map[K]V
