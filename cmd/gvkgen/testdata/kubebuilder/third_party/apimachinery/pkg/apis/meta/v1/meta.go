// Package v1 is a stand-in for apimachinery's meta/v1: the two types a kind embeds.
package v1

// TypeMeta describes an individual object in an API response or request.
type TypeMeta struct {
	// Kind is a string value representing the REST resource this object represents.
	Kind string `json:"kind,omitempty"`
	// APIVersion defines the versioned schema of this representation of an object.
	APIVersion string `json:"apiVersion,omitempty"`
}

// ObjectMeta is metadata that all persisted resources must have.
type ObjectMeta struct {
	Name      string `json:"name,omitempty"`
	Namespace string `json:"namespace,omitempty"`
}

// DeepCopyInto copies the receiver into out.
func (in *ObjectMeta) DeepCopyInto(out *ObjectMeta) { *out = *in }

// ListMeta describes metadata that synthetic resources must have.
type ListMeta struct {
	ResourceVersion string `json:"resourceVersion,omitempty"`
}

// DeepCopyInto copies the receiver into out.
func (in *ListMeta) DeepCopyInto(out *ListMeta) { *out = *in }
