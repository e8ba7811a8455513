package ifacecopy

// Iface deep-copies itself.
type Iface interface {
	DeepCopy() Iface
	Name() string
}

// Holder holds Iface values in every shape.
type Holder struct {
	I  Iface
	MI map[string]Iface
	LI []Iface
	PI *Iface
}

// Impl implements Iface.
// +k8s:deepcopy-gen=false
type Impl struct{ N []string }

// Name names it.
func (i *Impl) Name() string { return "impl" }

// DeepCopy copies it.
func (i *Impl) DeepCopy() Iface { return &Impl{N: append([]string(nil), i.N...)} }
