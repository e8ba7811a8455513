package v1

import (
	"encoding/json"
	"strconv"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Item is a list item with a nested object.
type Item struct {
	Inner Inner `json:"inner"`
}

// Inner is nested in Item.
type Inner struct {
	A string `json:"a"`
	B bool   `json:"b"`
}

// Link serializes as a string through MarshalJSON: its fields are left
// out, its doc comment too.
// +kubebuilder:validation:Type=string
type Link struct {
	Parts []string
}

func (l *Link) MarshalJSON() ([]byte, error) { return json.Marshal(l.Parts) }

// Stamp is a number of milliseconds through MarshalJSON, though it is
// also a TextMarshaler.
// +kubebuilder:validation:Type=integer
// +kubebuilder:validation:Format=int64
type Stamp time.Time

func (s *Stamp) MarshalJSON() ([]byte, error) {
	return strconv.AppendInt(nil, (*time.Time)(s).UnixMilli(), 10), nil
}

func (s *Stamp) MarshalText() ([]byte, error) { return []byte((*time.Time)(s).String()), nil }

// Host is a string: it has MarshalText.
type Host struct{ Name string }

func (h Host) MarshalText() ([]byte, error) { return []byte(h.Name), nil }

// Walked has MarshalJSON and no type marker: its fields are walked.
type Walked struct {
	// Seconds of it.
	Seconds int64 `json:"seconds"`
}

func (w Walked) MarshalJSON() ([]byte, error) { return json.Marshal(w.Seconds) }

// Flag is a bool written as a string.
// +kubebuilder:validation:Type=string
type Flag bool

func (f Flag) MarshalJSON() ([]byte, error) {
	return []byte(strconv.Quote(strconv.FormatBool(bool(f)))), nil
}

type Plain = string

// Short is a Go alias with markers, read as a type of its own.
// +kubebuilder:validation:MinLength=1
// +kubebuilder:validation:MaxLength=20
type Short = string

// +kubebuilder:title="title on type"
type Titled = string

// Ref is a reference that can only be replaced whole.
// +structType=atomic
type Ref struct {
	Name string `json:"name,omitempty"`
}

// FromRef embeds Ref: its map type comes with it.
type FromRef struct {
	Ref `json:",inline"`
	// Key in it.
	Key string `json:"key,omitempty"`
}

// Pair is a list entry with keys.
type Pair struct {
	Name string `json:"name"`
	Port int32  `json:"port"`
}

// DocType has its documentation elsewhere.
// +kubebuilder:externalDocs:url="https://example.com/type",description="type docs"
type DocType string

// Mode is a mode, its values its constants.
// +k8s:enum
type Mode string

const (
	ModeSlow Mode = "Slow"
	ModeFast Mode = "Fast"
	ModeAuto Mode = "Auto"
)

// ShapeSpec holds the shapes.
type ShapeSpec struct {
	// A list of objects by default.
	// +kubebuilder:default={{inner: {a: "x", b: true}},{inner: {a: "y", b: false}}}
	// +kubebuilder:example={{inner: {a: "x", b: true}}}
	Items []Item `json:"items"`

	// An empty list by default.
	// +kubebuilder:default={}
	Names []string `json:"names"`

	// An int or a string, with string validations.
	// +kubebuilder:validation:XIntOrString
	// +kubebuilder:validation:MaxLength=4
	// +kubebuilder:validation:Pattern="^[0-9]+%?$"
	Percent *intstr.IntOrString `json:"percent,omitempty"`

	// A list of them.
	// +kubebuilder:validation:items:XIntOrString
	// +kubebuilder:validation:items:MinLength=1
	// +kubebuilder:validation:items:Enum=1;"a"
	Percents []intstr.IntOrString `json:"percents,omitempty"`

	Link   *Link   `json:"link,omitempty"`
	Stamp  Stamp   `json:"stamp,omitempty"`
	Host   *Host   `json:"host,omitempty"`
	Walked *Walked `json:"walked,omitempty"`
	// A flag.
	Flag Flag `json:"flag,omitempty"`

	// A fixed-length array, its length a composite literal's.
	Triple [len(struct{ X [3]int }{}.X)]string `json:"triple,omitempty"`

	Plain    Plain  `json:"plain,omitempty"`
	Short    Short  `json:"short,omitempty"`
	ShortPtr *Short `json:"shortPtr,omitempty"`
	// +kubebuilder:validation:MinLength=5
	// +kubebuilder:validation:MaxLength=5
	Exactly5 Short `json:"exactly5,omitempty"`
	// +kubebuilder:title="title on field"
	FieldTitle Titled `json:"fieldTitle,omitempty"`
	TypeTitle  Titled `json:"typeTitle,omitempty"`

	FromRef FromRef `json:"fromRef,omitempty"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=port
	Pairs []Pair `json:"pairs,omitempty"`
	// +k8s:listType=set
	Set []string `json:"set,omitempty"`

	// +k8s:required
	ReqString string `json:"reqString,omitempty"`
	// +k8s:required
	ReqList []string `json:"reqList,omitempty"`
	// +k8s:required
	ReqMap map[string]string `json:"reqMap,omitempty"`
	// +k8s:required
	ReqNamed Mode `json:"reqNamed,omitempty"`
	// +k8s:required
	// +kubebuilder:validation:MinLength=3
	ReqSet string `json:"reqSet,omitempty"`

	Mode Mode `json:"mode,omitempty"`

	// Documented elsewhere.
	// +kubebuilder:externalDocs:url="https://example.com/docs",description="more"
	Docs string `json:"docs,omitempty"`
	// +kubebuilder:externalDocs:url="https://example.com/field"
	FieldDocs DocType `json:"fieldDocs,omitempty"`
	TypeDocs  DocType `json:"typeDocs,omitempty"`

	// Marker names are case-sensitive: controller-gen ignores this one,
	// and the field stays required.
	// +kubebuilder:validation:optional
	NotOptional string `json:"notOptional"`
}

// +kubebuilder:object:root=true

// Shape is a kind with all the shapes.
type Shape struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ShapeSpec `json:"spec,omitempty"`
}
