package v1

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// DefaultGrip is a grip.
const DefaultGrip = "rubber"

// Color is a color.
// +kubebuilder:validation:Enum=red;green;blue
type Color string

// Level is a level.
// +kubebuilder:validation:Minimum=1
// +kubebuilder:validation:Maximum=10
type Level int32

// HammerSpec is what a hammer should be.
type HammerSpec struct {
	// Name of the hammer.
	// +kubebuilder:validation:MinLength=1
	// +kubebuilder:validation:MaxLength=63
	// +kubebuilder:validation:Pattern=`^[a-z]+$`
	Name string `json:"name"`

	// Weight in grams.
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:ExclusiveMinimum=true
	// +kubebuilder:validation:MultipleOf=5
	// +kubebuilder:default=500
	// +optional
	Weight int64 `json:"weight,omitempty"`

	// Grip is +optional and +kubebuilder:validation:Required, as k8s.io/api's
	// PortStatus.Error: kubebuilder's marker wins, whatever the order.
	// +optional
	// +kubebuilder:validation:Required
	Grip *string `json:"grip,omitempty"`

	// Handle is +required and +kubebuilder:validation:Optional: optional.
	// +required
	// +kubebuilder:validation:Optional
	Handle string `json:"handle"`

	// Color of the head.
	// +kubebuilder:default=red
	Color Color `json:"color,omitempty"`

	// Level of the hammer.
	// +kubebuilder:validation:Maximum=5
	Level Level `json:"level,omitempty"`

	// Handles of the hammer.
	// +kubebuilder:validation:MinItems=1
	// +kubebuilder:validation:MaxItems=3
	// +kubebuilder:validation:UniqueItems=true
	Handles []string `json:"handles,omitempty"`

	// Nails of the hammer, each short.
	// +kubebuilder:validation:items:MaxLength=5
	// +kubebuilder:validation:items:Pattern=`^[a-z]+$`
	Nails []string `json:"nails,omitempty"`

	// Options of the hammer.
	// +kubebuilder:validation:MinProperties=1
	// +kubebuilder:validation:MaxProperties=4
	Options map[string]int32 `json:"options,omitempty"`

	// Created is when.
	// +nullable
	Created metav1.Time `json:"created,omitempty"`

	// Size is a quantity.
	Size resource.Quantity `json:"size,omitempty"`

	// Port is a port.
	Port intstr.IntOrString `json:"port,omitempty"`

	// Raw is anything.
	Raw runtime.RawExtension `json:"raw,omitempty"`

	// Timeout is a duration.
	// +kubebuilder:validation:Format=duration
	Timeout metav1.Duration `json:"timeout,omitempty"`

	// Strict is Kubernetes' default marker, which controller-gen reads too.
	// +default=false
	// +optional
	Strict *bool `json:"strict,omitempty"`

	// Label has a JSON string default, then a second one (the last wins).
	// +default="first"
	// +default="claw"
	Label string `json:"label,omitempty"`

	// Limits has an object default.
	// +default={"max": 1.5, "min": 2}
	Limits map[string]string `json:"limits,omitempty"`

	// Pommel has a ref(...) default, which controller-gen leaves out.
	// +default=ref(DefaultGrip)
	Pommel string `json:"pommel,omitempty"`

	// Shaft has both defaults: +kubebuilder:default wins.
	// +kubebuilder:default=wood
	// +default="steel"
	Shaft string `json:"shaft,omitempty"`

	// Mode is the mode.
	// +kubebuilder:validation:Enum=fast;slow
	// +kubebuilder:example=fast
	Mode string `json:"mode,omitempty"`

	// Count is required, although it is omitempty.
	// +kubebuilder:validation:Required
	Count *int32 `json:"count,omitempty"`

	// Nested is inline.
	Nested `json:",inline"`
}

// Nested is inlined.
type Nested struct {
	// Depth of nesting.
	Depth uint32 `json:"depth"`
}

// HammerStatus is what a hammer is.
type HammerStatus struct {
	// Hits so far.
	Hits int `json:"hits,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=hammers,shortName=hm;ham,categories=tools,scope=Cluster

// Hammer is a hammer.
//
// It has two paragraphs.
// TODO: this line is left out.
type Hammer struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   HammerSpec   `json:"spec,omitempty"`
	Status HammerStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// HammerList is a list of hammers.
type HammerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Hammer `json:"items"`
}
