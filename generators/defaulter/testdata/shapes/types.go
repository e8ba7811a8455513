package shapes

import "github.com/gvk-dev/gvkgen/generators/defaulter/testdata/external"

// TypeMeta selects the types that get an object defaulter.
type TypeMeta struct {
	Kind string
}

// Pod has a base, an additional and nested defaulters.
type Pod struct {
	TypeMeta
	Spec       PodSpec
	Status     *PodStatus
	Containers []Container
	Init       []*Container
	ByName     map[string]Container
	Fixed      [2]Container
	Covered    Covered
	Tree       *Tree
	// +default="Always"
	Policy string
	// +default=ref(github.com/gvk-dev/gvkgen/generators/defaulter/testdata/external.DefaultMode)
	Mode external.Mode
	// +default=ref(DefaultHost)
	Host string
	// +default=ref(github.com/gvk-dev/gvkgen/generators/defaulter/testdata/external.DefaultPort)
	Port *int32
	// +default={"a": "b"}
	Labels map[string]string
	// +default=["x"]
	Args []string
	// +default=true
	Enabled *bool
	// +default=false
	Disabled  bool
	Names     []Name
	Nicknames map[string]Name
	// +default=2.5
	Ratio float64
	// +default=3
	Replicas Count
}

// DefaultHost is a default given by reference in the same package.
var DefaultHost = "example.com"

// Name defaults slice elements and map values of its type.
// +default="anonymous"
type Name *string

// Count is a named integer.
type Count int32

// PodSpec has a hand-written defaulter.
type PodSpec struct {
	// +default=30
	Grace *int64
	Host  string
}

// PodStatus has a pointer field that is defaulted.
type PodStatus struct {
	Phase *Phase
}

// Phase has its default on the type.
// +default="Pending"
type Phase string

// Container is defaulted in slices, maps and arrays.
type Container struct {
	Image string
	// +default={"cpu": 1}
	Limits *Limits
}

// Limits is a struct defaulted from JSON.
type Limits struct {
	CPU int `json:"cpu"`
}

// Covered has a covering defaulter: nothing below it is called.
type Covered struct {
	Inner PodSpec
}

// Tree is recursive.
type Tree struct {
	Children []Tree
	Spec     *PodSpec
}

// PodList is a list of objects with object defaulters.
type PodList struct {
	TypeMeta
	Items []Pod
}

// Plain has nothing to default and gets no object defaulter.
type Plain struct {
	TypeMeta
	Note string
}

// Manual has a hand-written object defaulter, which others call.
type Manual struct {
	TypeMeta
	Spec PodSpec
}

// +k8s:defaulter-gen=true

// OptIn has no TypeMeta but is opted in, in the comment block before the
// one directly above it, where upstream reads the tag.
type OptIn struct {
	Spec PodSpec
}

// NotOptedIn is not opted in: upstream does not read the tag in the block
// directly above a type.
// +k8s:defaulter-gen=true
type NotOptedIn struct {
	Spec PodSpec
}

// +k8s:defaulter-gen=false

// OptOut has TypeMeta but is opted out.
type OptOut struct {
	TypeMeta
	Spec PodSpec
}

// Holder holds objects of other kinds.
type Holder struct {
	TypeMeta
	Manual *Manual
	OptIns []OptIn
	Lists  map[string]*PodList
}
