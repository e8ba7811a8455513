package v1

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

type MyString string
type MyInt int
type MySlice []string
type MyMap map[string]string
type DeepSlice []Deep
type PtrMap map[string]*Inner
type MapOfSlices map[string][]string
type SliceOfMaps []map[string]string
type StrPtr *string
type Deep2 Deep

// Inner is shallow-copyable.
type Inner struct {
	A string
	B int
}

// Deep is not shallow.
type Deep struct {
	S []string
	P *int
}

// +kubebuilder:object:root=true

// Foo is a root object.
type Foo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   FooSpec   `json:"spec,omitempty"`
	Status FooStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// FooList is a list.
type FooList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Foo `json:"items"`
}

type FooStatus struct {
	Conditions []metav1.Condition
	Observed   int64
}

type FooSpec struct {
	Str    string
	Int    int
	Bool   bool
	F      float64
	By     byte
	MyS    MyString
	PStr   *string
	PInt   *int
	PMyS   *MyString
	PIn    *Inner
	PDeep  *Deep
	PTime  *metav1.Time
	PQ     *resource.Quantity
	PSel   *metav1.LabelSelector
	PP     **string
	PSl    *[]string
	PMap   *map[string]string
	PMySl  *MySlice
	PMyMap *MyMap

	SStr   []string
	SBy    []byte
	SIn    []Inner
	SDeep  []Deep
	SPIn   []*Inner
	SPStr  []*string
	SS     [][]string
	SM     []map[string]string
	SMyS   []MyString
	SCond  []metav1.Condition
	SQ     []resource.Quantity
	SRaw   []runtime.RawExtension
	SMySl  []MySlice
	SPDeep []*Deep

	MStr    map[string]string
	MInt    map[string]int
	MIn     map[string]Inner
	MDeep   map[string]Deep
	MPIn    map[string]*Inner
	MPStr   map[string]*string
	MS      map[string][]string
	MM      map[string]map[string]string
	MKey    map[MyString]string
	MQ      map[string]resource.Quantity
	MPQ     map[string]*resource.Quantity
	MMySl   map[string]MySlice
	MMyMap  map[string]MyMap
	MPDeep  map[string]*Deep
	MTime   map[string]metav1.Time
	MBy     map[string][]byte
	MRaw    map[string]runtime.RawExtension
	MIntStr map[string]intstr.IntOrString

	NSl    MySlice
	NMap   MyMap
	NDS    DeepSlice
	NPM    PtrMap
	NMoS   MapOfSlices
	NSoM   SliceOfMaps
	NDeep2 Deep2

	Inner
	*Deep `json:"deep,omitempty"`

	Time        metav1.Time
	Dur         metav1.Duration
	Q           resource.Quantity
	Raw         runtime.RawExtension
	PRaw        *runtime.RawExtension
	IntStr      intstr.IntOrString
	PIntStr     *intstr.IntOrString
	Sel         metav1.LabelSelector
	AnonShallow struct{ X string }
	Custom      Custom
	PCustom     *Custom
	SCustom     []Custom
	MCustom     map[string]Custom
	MPCustom    map[string]*Custom
	CDC         CustomDC
	PCDC        *CustomDC
	MCDC        map[string]CustomDC
	MPCDC       map[string]*CustomDC
	CPDC        CustomPtrDC
	PCPDC       *CustomPtrDC
	MCPDC       map[string]CustomPtrDC
	MPCPDC      map[string]*CustomPtrDC
	SCPDC       []CustomPtrDC
	HM          HandMap
	PHM         *HandMap
	MHM         map[string]HandMap
}

// Custom has a hand-written DeepCopyInto only.
type Custom struct {
	X []string
}

func (in *Custom) DeepCopyInto(out *Custom) {
	*out = *in
}

// CustomDC has a hand-written value DeepCopy only.
type CustomDC struct {
	X []string
}

func (in CustomDC) DeepCopy() CustomDC { return in }

// CustomPtrDC has a hand-written pointer DeepCopy only.
type CustomPtrDC struct {
	X []string
}

func (in *CustomPtrDC) DeepCopy() *CustomPtrDC { return in }

// HandMap is a map with its own DeepCopy.
type HandMap map[string][]string

func (in HandMap) DeepCopy() HandMap { return in }

type unexported struct{ A []string }

// AliasInner is an alias.
type AliasInner = Inner
