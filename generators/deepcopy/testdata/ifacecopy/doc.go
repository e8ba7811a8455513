// +k8s:deepcopy-gen=package

// Package ifacecopy has fields of an interface that declares
// DeepCopy() Iface: they are copied by calling it, as upstream does. Upstream
// emits code that does not compile for slices of such interfaces (it calls
// DeepCopyInto) and pointers to them (it calls DeepCopy on the pointer);
// here those call DeepCopy on non-nil elements.
package ifacecopy
