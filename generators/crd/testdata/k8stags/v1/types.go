package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Protocol is a network protocol.
// +default="UDP"
type Protocol string

// ProtocolTCP is TCP.
const ProtocolTCP Protocol = "TCP"

// Ref names an object, replaced as a whole.
// +structType=atomic
type Ref struct {
	// Name of the object.
	// +default=""
	Name string `json:"name,omitempty"`
}

// Guarded has a rule of its own.
// +kubebuilder:validation:XValidation:rule="self.level >= 0",message="level is not negative"
type Guarded struct {
	Level int32 `json:"level,omitempty"`
}

// SourceRef is a Ref and a flag, flattened.
type SourceRef struct {
	Ref `json:",inline"`
	// Optional says whether the object may be missing.
	// +optional
	// +default=false
	Optional *bool `json:"optional,omitempty"`
}

// GuardedRef embeds a struct with a CEL rule.
type GuardedRef struct {
	Guarded `json:",inline"`
	// +kubebuilder:validation:XValidation:rule="self != ''"
	Label string `json:"label,omitempty"`
}

// Extras are fields with the X validation markers and external docs.
// +kubebuilder:externalDocs:url="https://example.com/extras",description="More on extras"
type Extras struct {
	// Any keeps the fields it has.
	// +kubebuilder:validation:XPreserveUnknownFields
	// +optional
	Any map[string]string `json:"any,omitempty"`
	// Port is a number or a name.
	// +kubebuilder:validation:XIntOrString
	// +optional
	Port string `json:"port,omitempty"`
	// Objects are Kubernetes objects.
	// +kubebuilder:validation:items:XEmbeddedResource
	// +kubebuilder:validation:items:XPreserveUnknownFields
	// +optional
	Objects []Ref `json:"objects,omitempty"`
	// Linked has its own documentation.
	// +kubebuilder:externalDocs:url="https://example.com/linked"
	// +optional
	Linked string `json:"linked,omitempty"`
	// Same is documented by its type.
	// +optional
	Same *Documented `json:"same,omitempty"`
	// Over is documented by its type and itself: its own wins.
	// +kubebuilder:externalDocs:url="https://example.com/over",description="Over"
	// +optional
	Over *Documented `json:"over,omitempty"`
}

// Documented has documentation.
// +kubebuilder:externalDocs:url="https://example.com/documented"
type Documented struct {
	Text string `json:"text,omitempty"`
}

// GadgetSpec is what a gadget is.
type GadgetSpec struct {
	// Protocol is written as a quoted JSON string.
	// +default="TCP"
	// +optional
	Protocol Protocol `json:"protocol,omitempty"`
	// Scheme is a Go constant's value, which controller-gen leaves out.
	// +default=ref(ProtocolTCP)
	// +optional
	Scheme Protocol `json:"scheme,omitempty"`
	// Replicas is a number.
	// +optional
	// +k8s:optional
	// +default=1
	// +k8s:minimum=0
	// +k8s:maximum=10
	Replicas *int32 `json:"replicas,omitempty"`
	// Ports are numbers.
	// +default=[80,443]
	// +k8s:maxItems=4
	// +optional
	Ports []int32 `json:"ports,omitempty"`
	// Labels are a map.
	// +default={"app": "gadget", "tier": "web"}
	// +optional
	Labels map[string]string `json:"labels,omitempty"`
	// Mode has both defaults: +kubebuilder:default wins.
	// +kubebuilder:default=fast
	// +default="slow"
	// +optional
	Mode string `json:"mode,omitempty"`
	// Null sets nothing.
	// +default=null
	// +optional
	Null string `json:"null,omitempty"`
	// Name is required, so at least one character long.
	// +k8s:required
	Name string `json:"name,omitempty"`
	// Short is required, its own minimum length kept.
	// +k8s:required
	// +kubebuilder:validation:MinLength=3
	Short string `json:"short,omitempty"`
	// Items are required, so at least one.
	// +k8s:required
	Items []string `json:"items,omitempty"`
	// Extra is required, so not empty.
	// +k8s:required
	Extra map[string]string `json:"extra,omitempty"`
	// Kind is required, and a named type.
	// +k8s:required
	Kind Protocol `json:"kind,omitempty"`
	// Target is required, and a struct.
	// +k8s:required
	Target *Ref `json:"target,omitempty"`
	// Refs are a map by name, in validation-gen's tags.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +optional
	Refs []Ref `json:"refs,omitempty"`
	// Extras holds controller-gen's X markers.
	// +optional
	Extras *Extras `json:"extras,omitempty"`
	// Source is a flattened Ref.
	// +optional
	Source *SourceRef `json:"source,omitempty"`
	// Guard is a flattened Guarded.
	// +optional
	Guard GuardedRef `json:"guard,omitempty"`
}

// +kubebuilder:object:root=true

// Gadget is a gadget.
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec GadgetSpec `json:"spec,omitempty"`
}
