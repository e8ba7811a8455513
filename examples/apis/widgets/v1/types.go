/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// FlavorAnnotation carries the v1beta1-only spec.flavor field in v1 objects.
const FlavorAnnotation = "widgets.example.gvk.dev/flavor"

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Widget is an example type with a spec and a status.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec,omitempty"`
	Status WidgetStatus `json:"status,omitempty"`
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// WidgetList is a list of Widget objects.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Widget `json:"items"`
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

// ZoneList is a list of zone names.
type ZoneList []string

// Settings holds free-form key/value settings.
type Settings map[string]string

// ResourceName is the name of a resource a widget consumes.
type ResourceName string

// ResourceList maps resource names to quantities.
type ResourceList map[ResourceName]resource.Quantity

// WidgetSpec is the specification of a Widget.
type WidgetSpec struct {
	// Size is the desired number of widget instances (v1beta1: replicas).
	// +optional
	Size *int32 `json:"size,omitempty"`
	// DisplayName is a human readable name.
	// +optional
	DisplayName string `json:"displayName,omitempty"`
	// Color of the widget.
	// +optional
	Color WidgetColor `json:"color,omitempty"`
	// Paused stops reconciliation.
	// +optional
	Paused bool `json:"paused,omitempty"`
	// Priority of the widget; higher is more important.
	// +optional
	Priority int64 `json:"priority,omitempty"`
	// Strategy describes how instances are replaced. New in v1.
	// +optional
	Strategy *WidgetStrategy `json:"strategy,omitempty"`
	// Tags are free-form tags.
	// +optional
	// +listType=set
	Tags []string `json:"tags,omitempty"`
	// Ports exposed by the widget.
	// +optional
	// +listType=map
	// +listMapKey=name
	Ports []WidgetPort `json:"ports,omitempty"`
	// Parts are the optional parts.
	// +optional
	Parts []*WidgetPart `json:"parts,omitempty"`
	// Selector selects the nodes the widget runs on.
	// +optional
	Selector map[string]string `json:"selector,omitempty"`
	// PartsByName indexes well known parts by name.
	// +optional
	PartsByName map[string]WidgetPart `json:"partsByName,omitempty"`
	// Aliases maps a name to its alternative names.
	// +optional
	Aliases map[string][]string `json:"aliases,omitempty"`
	// Zones the widget may be placed in.
	// +optional
	Zones ZoneList `json:"zones,omitempty"`
	// Settings are passed to the widget.
	// +optional
	Settings Settings `json:"settings,omitempty"`
	// Template for the widget instances.
	// +optional
	Template *WidgetTemplate `json:"template,omitempty"`
	// Resources the widget needs.
	// +optional
	Resources WidgetResources `json:"resources,omitempty"`
	// Port is the main port, by number or by name.
	// +optional
	Port intstr.IntOrString `json:"port,omitempty"`
	// Config is an opaque, embedded configuration object.
	// +optional
	Config runtime.RawExtension `json:"config,omitempty"`
	// NotAfter is the time after which the widget is stopped.
	// +optional
	NotAfter *metav1.Time `json:"notAfter,omitempty"`
	// Timeout for a single operation.
	// +optional
	Timeout *metav1.Duration `json:"timeout,omitempty"`
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
	// Type of the strategy.
	Type WidgetStrategyType `json:"type,omitempty"`
	// RollingUpdate parameters, when Type is RollingUpdate.
	// +optional
	RollingUpdate *RollingUpdateWidget `json:"rollingUpdate,omitempty"`
}

// RollingUpdateWidget controls a rolling update.
type RollingUpdateWidget struct {
	// +optional
	MaxUnavailable *intstr.IntOrString `json:"maxUnavailable,omitempty"`
	// +optional
	MaxSurge *intstr.IntOrString `json:"maxSurge,omitempty"`
	// +optional
	Partition *int32 `json:"partition,omitempty"`
}

// WidgetPort is a port exposed by a widget.
type WidgetPort struct {
	Name string `json:"name"`
	Port int32  `json:"port"`
	// Protocol defaults to TCP.
	// +optional
	// +default="TCP"
	Protocol Protocol `json:"protocol,omitempty"`
	// +optional
	TargetPort intstr.IntOrString `json:"targetPort,omitempty"`
	// +optional
	HostIP *string `json:"hostIP,omitempty"`
}

// WidgetPart is a part of a widget.
type WidgetPart struct {
	Name  string `json:"name"`
	Count int32  `json:"count,omitempty"`
	// +optional
	Optional *bool `json:"optional,omitempty"`
	// +optional
	Labels map[string]string `json:"labels,omitempty"`
	// +optional
	Capacity resource.Quantity `json:"capacity,omitempty"`
}

// WidgetTemplate describes the widget instances.
type WidgetTemplate struct {
	// +optional
	Labels map[string]string `json:"labels,omitempty"`
	// +optional
	Annotations map[string]string `json:"annotations,omitempty"`
	// +optional
	Parts []WidgetPart `json:"parts,omitempty"`
	// +optional
	Weights []int32 `json:"weights,omitempty"`
	// +optional
	Checksums [][]byte `json:"checksums,omitempty"`
}

// WidgetResources describes the resources a widget needs.
type WidgetResources struct {
	// +optional
	Requests ResourceList `json:"requests,omitempty"`
	// +optional
	Limits ResourceList `json:"limits,omitempty"`
	// +optional
	Storage resource.Quantity `json:"storage,omitempty"`
	// +optional
	MaxStorage *resource.Quantity `json:"maxStorage,omitempty"`
}

// WidgetStatus is the status of a Widget.
type WidgetStatus struct {
	// +optional
	ObservedGeneration int64 `json:"observedGeneration,omitempty"`
	// +optional
	ReadyCount int32 `json:"readyCount,omitempty"`
	// +optional
	Phase WidgetPhase `json:"phase,omitempty"`
	// +optional
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty"`
	// +optional
	LastUpdated *metav1.Time `json:"lastUpdated,omitempty"`
	// +optional
	Instances []WidgetInstance `json:"instances,omitempty"`
	// +optional
	Usage ResourceList `json:"usage,omitempty"`
	// +optional
	Messages []*string `json:"messages,omitempty"`
}

// WidgetInstance is an observed instance of a widget.
type WidgetInstance struct {
	Name string `json:"name"`
	// +optional
	Node string `json:"node,omitempty"`
	// +optional
	StartedAt metav1.Time `json:"startedAt,omitempty"`
	// +optional
	Ready bool `json:"ready,omitempty"`
	// +optional
	Restarts int32 `json:"restarts,omitempty"`
}

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Gadget is a second example type; it is the same in all versions.
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GadgetSpec   `json:"spec,omitempty"`
	Status GadgetStatus `json:"status,omitempty"`
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// GadgetList is a list of Gadget objects.
type GadgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Gadget `json:"items"`
}

// GadgetMode is the operating mode of a gadget.
type GadgetMode string

// GadgetSpec is the specification of a Gadget.
type GadgetSpec struct {
	// WidgetRef points to the widget the gadget is attached to.
	// +optional
	WidgetRef *WidgetReference `json:"widgetRef,omitempty"`
	// +optional
	Mode GadgetMode `json:"mode,omitempty"`
	// +optional
	Enabled *bool `json:"enabled,omitempty"`
	// +optional
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	// Payload is opaque binary data.
	// +optional
	Payload []byte `json:"payload,omitempty"`
	// +optional
	Matrix [][]int32 `json:"matrix,omitempty"`
	// +optional
	Sensors map[string]*Sensor `json:"sensors,omitempty"`
	// +optional
	Options []GadgetOption `json:"options,omitempty"`
	// FirstStage is the head of a linked list of stages.
	// +optional
	FirstStage *GadgetStage `json:"firstStage,omitempty"`
	// +optional
	Extensions []runtime.RawExtension `json:"extensions,omitempty"`
	// +optional
	Interval metav1.Duration `json:"interval,omitempty"`
	// +optional
	Capacity ResourceList `json:"capacity,omitempty"`
}

// WidgetReference references a Widget.
type WidgetReference struct {
	// +optional
	Namespace string `json:"namespace,omitempty"`
	Name      string `json:"name"`
}

// Sensor is a sensor of a gadget.
type Sensor struct {
	Kind string `json:"kind"`
	// +optional
	Threshold resource.Quantity `json:"threshold,omitempty"`
	// +optional
	Tolerance *intstr.IntOrString `json:"tolerance,omitempty"`
	// +optional
	Samples []int64 `json:"samples,omitempty"`
}

// GadgetOption is a name/value pair.
type GadgetOption struct {
	Name string `json:"name"`
	// +optional
	Value *string `json:"value,omitempty"`
}

// GadgetStage is one stage of a gadget pipeline.
type GadgetStage struct {
	Name string `json:"name"`
	// +optional
	Next *GadgetStage `json:"next,omitempty"`
}

// GadgetStatus is the status of a Gadget.
type GadgetStatus struct {
	// +optional
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty"`
	// +optional
	LastSeen *metav1.Time `json:"lastSeen,omitempty"`
	// +optional
	Readings map[string][]int64 `json:"readings,omitempty"`
	// +optional
	Battery resource.Quantity `json:"battery,omitempty"`
	// +optional
	Zones ZoneList `json:"zones,omitempty"`
}
