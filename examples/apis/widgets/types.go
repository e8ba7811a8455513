/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package widgets

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Widget is an example type with a spec and a status.
type Widget struct {
	metav1.TypeMeta
	metav1.ObjectMeta

	Spec   WidgetSpec
	Status WidgetStatus
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// WidgetList is a list of Widget objects.
type WidgetList struct {
	metav1.TypeMeta
	metav1.ListMeta

	Items []Widget
}

// WidgetColor is the color of a widget.
type WidgetColor string

const (
	// WidgetColorRed is a red widget.
	WidgetColorRed WidgetColor = "Red"
	// WidgetColorBlue is a blue widget.
	WidgetColorBlue WidgetColor = "Blue"
)

// WidgetPhase is the lifecycle phase of a widget.
type WidgetPhase string

const (
	// WidgetPending means the widget has been accepted but is not running yet.
	WidgetPending WidgetPhase = "Pending"
	// WidgetRunning means the widget is running.
	WidgetRunning WidgetPhase = "Running"
	// WidgetFailed means the widget failed.
	WidgetFailed WidgetPhase = "Failed"
)

// Protocol is a network protocol.
type Protocol string

// ZoneList is a list of zone names (a named type over a slice).
type ZoneList []string

// Settings holds free-form key/value settings (a named type over a map).
type Settings map[string]string

// ResourceName is the name of a resource a widget consumes.
type ResourceName string

// ResourceList maps resource names to quantities.
type ResourceList map[ResourceName]resource.Quantity

// WidgetSpec is the specification of a Widget.
type WidgetSpec struct {
	// Size is the desired number of widget instances.
	// It is called "replicas" in v1beta1 and "size" in v1.
	Size *int32
	// DisplayName is a human readable name.
	DisplayName string
	// Color of the widget.
	Color WidgetColor
	// Paused stops reconciliation.
	Paused bool
	// Priority of the widget; higher is more important.
	Priority int64
	// Flavor only exists in v1beta1. v1 carries it in the FlavorAnnotation.
	Flavor string
	// Strategy only exists in v1.
	Strategy *WidgetStrategy
	// Tags are free-form tags.
	Tags []string
	// Ports exposed by the widget.
	Ports []WidgetPort
	// Parts are the optional parts, by pointer.
	Parts []*WidgetPart
	// Selector selects the nodes the widget runs on.
	Selector map[string]string
	// PartsByName indexes well known parts by name.
	PartsByName map[string]WidgetPart
	// Aliases maps a name to its alternative names.
	Aliases map[string][]string
	// Zones the widget may be placed in.
	Zones ZoneList
	// Settings are passed to the widget.
	Settings Settings
	// Template for the widget instances.
	Template *WidgetTemplate
	// Resources the widget needs.
	Resources WidgetResources
	// Port is the main port, by number or by name.
	Port intstr.IntOrString
	// Config is an opaque, embedded configuration object.
	Config runtime.RawExtension
	// NotAfter is the time after which the widget is stopped.
	NotAfter *metav1.Time
	// Timeout for a single operation.
	Timeout *metav1.Duration
}

// WidgetStrategyType is the type of a WidgetStrategy.
type WidgetStrategyType string

const (
	// RecreateWidgetStrategyType replaces all instances at once.
	RecreateWidgetStrategyType WidgetStrategyType = "Recreate"
	// RollingUpdateWidgetStrategyType replaces instances progressively.
	RollingUpdateWidgetStrategyType WidgetStrategyType = "RollingUpdate"
)

// WidgetStrategy describes how instances are replaced.
type WidgetStrategy struct {
	Type          WidgetStrategyType
	RollingUpdate *RollingUpdateWidget
}

// RollingUpdateWidget controls a rolling update.
type RollingUpdateWidget struct {
	MaxUnavailable *intstr.IntOrString
	MaxSurge       *intstr.IntOrString
	Partition      *int32
}

// WidgetPort is a port exposed by a widget.
type WidgetPort struct {
	Name       string
	Port       int32
	Protocol   Protocol
	TargetPort intstr.IntOrString
	HostIP     *string
}

// WidgetPart is a part of a widget.
type WidgetPart struct {
	Name     string
	Count    int32
	Optional *bool
	Labels   map[string]string
	Capacity resource.Quantity
}

// WidgetTemplate describes the widget instances.
type WidgetTemplate struct {
	Labels      map[string]string
	Annotations map[string]string
	Parts       []WidgetPart
	Weights     []int32
	Checksums   [][]byte
}

// WidgetResources describes the resources a widget needs.
type WidgetResources struct {
	Requests   ResourceList
	Limits     ResourceList
	Storage    resource.Quantity
	MaxStorage *resource.Quantity
}

// WidgetStatus is the status of a Widget.
type WidgetStatus struct {
	ObservedGeneration int64
	ReadyCount         int32
	Phase              WidgetPhase
	Conditions         []metav1.Condition
	LastUpdated        *metav1.Time
	Instances          []WidgetInstance
	Usage              ResourceList
	Messages           []*string
}

// WidgetInstance is an observed instance of a widget.
type WidgetInstance struct {
	Name      string
	Node      string
	StartedAt metav1.Time
	Ready     bool
	Restarts  int32
}

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Gadget is a second example type; it is the same in all versions.
type Gadget struct {
	metav1.TypeMeta
	metav1.ObjectMeta

	Spec   GadgetSpec
	Status GadgetStatus
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// GadgetList is a list of Gadget objects.
type GadgetList struct {
	metav1.TypeMeta
	metav1.ListMeta

	Items []Gadget
}

// GadgetMode is the operating mode of a gadget.
type GadgetMode string

// GadgetSpec is the specification of a Gadget.
type GadgetSpec struct {
	// WidgetRef points to the widget the gadget is attached to.
	WidgetRef *WidgetReference
	Mode      GadgetMode
	Enabled   *bool
	Selector  *metav1.LabelSelector
	// Payload is opaque binary data.
	Payload []byte
	// Matrix is a slice of slices.
	Matrix [][]int32
	// Sensors maps sensor names to sensor definitions, by pointer.
	Sensors map[string]*Sensor
	// Options are ordered name/value pairs.
	Options []GadgetOption
	// FirstStage is the head of a linked list of stages.
	FirstStage *GadgetStage
	// Extensions are opaque embedded objects.
	Extensions []runtime.RawExtension
	Interval   metav1.Duration
	Capacity   ResourceList
}

// WidgetReference references a Widget.
type WidgetReference struct {
	Namespace string
	Name      string
}

// Sensor is a sensor of a gadget.
type Sensor struct {
	Kind      string
	Threshold resource.Quantity
	Tolerance *intstr.IntOrString
	Samples   []int64
}

// GadgetOption is a name/value pair.
type GadgetOption struct {
	Name  string
	Value *string
}

// GadgetStage is one stage of a gadget pipeline (a recursive type).
type GadgetStage struct {
	Name string
	Next *GadgetStage
}

// GadgetStatus is the status of a Gadget.
type GadgetStatus struct {
	Conditions []metav1.Condition
	LastSeen   *metav1.Time
	Readings   map[string][]int64
	Battery    resource.Quantity
	Zones      ZoneList
}
