package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// Mode is a mode.
// +kubebuilder:validation:Enum=a;b;c
// +kubebuilder:validation:XValidation:rule="self != 'c'",message="not c"
type Mode string

// Entry is a keyed entry.
// +structType=atomic
type Entry struct {
	// Name is the key.
	Name string `json:"name"`
	// Value of the entry.
	Value string `json:"value,omitempty"`
}

// CrewSpec is what a crew should be.
// +kubebuilder:validation:XValidation:rule="self.min <= self.max",message="min must not exceed max"
type CrewSpec struct {
	// Replicas of the crew.
	Replicas int32 `json:"replicas"`

	Min int32 `json:"min"`
	Max int32 `json:"max"`

	// Mode of the crew.
	// +kubebuilder:validation:Enum=a;b
	// +kubebuilder:validation:XValidation:rule="self != 'b'",messageExpression="'no ' + self",reason=FieldValueForbidden
	Mode Mode `json:"mode,omitempty"`

	// Entries by name.
	// +listType=map
	// +listMapKey=name
	// +optional
	Entries []Entry `json:"entries,omitempty"`

	// Tags as a set.
	// +listType=set
	Tags []string `json:"tags,omitempty"`

	// Labels, atomic.
	// +mapType=atomic
	Labels map[string]string `json:"labels,omitempty"`

	// Config is anything.
	// +kubebuilder:pruning:PreserveUnknownFields
	// +kubebuilder:validation:Schemaless
	Config runtime.RawExtension `json:"config,omitempty"`

	// Source of the crew.
	Source *Source `json:"source,omitempty"`

	// Template is an embedded object.
	// +kubebuilder:validation:EmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	Template runtime.RawExtension `json:"template,omitempty"`
}

// CrewStatus is what a crew is.
type CrewStatus struct {
	Replicas int32  `json:"replicas"`
	Selector string `json:"selector,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector
// +kubebuilder:printcolumn:name="Replicas",type=integer,JSONPath=".spec.replicas",description="wanted replicas"
// +kubebuilder:printcolumn:name="Mode",type=string,JSONPath=".spec.mode",priority=1
// +kubebuilder:printcolumn:name="Selector",type=string,JSONPath=".status.selector",priority=0,format=""
// +kubebuilder:printcolumn:name="Age",type=date,JSONPath=".metadata.creationTimestamp"
// +kubebuilder:selectablefield:JSONPath=".spec.mode"
// +kubebuilder:storageversion
// +kubebuilder:metadata:annotations="example.com/owner=ops",labels="tier=gold"

// Crew is a crew.
type Crew struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   CrewSpec   `json:"spec,omitempty"`
	Status CrewStatus `json:"status,omitempty"`
}

// Source says where a crew comes from: one of its fields.
// +kubebuilder:validation:ExactlyOneOf=git;oci
// +kubebuilder:validation:AtLeastOneOf=git;oci;local
// +kubebuilder:validation:AtMostOneOf=local;oci
// +kubebuilder:validation:XValidation:rule="!has(self.local) || self.local.size() > 0",message="local is not empty"
type Source struct {
	Git   string `json:"git,omitempty"`
	OCI   string `json:"oci,omitempty"`
	Local string `json:"local,omitempty"`
}
