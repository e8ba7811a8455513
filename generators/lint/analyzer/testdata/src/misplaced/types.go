// Tags whose values matter have their "want" on the line above, as "want"
// on their own line would be read as part of the value.
//
// want +1 `^\+k8s:deepcopy-gen belongs above a type; on a package it is ignored$`
// +k8s:deepcopy-gen=true
package misplaced

// T has a package tag.
// want +1 `^\+k8s:deepcopy-gen is a package tag and is read only from doc.go; here it is ignored; move it to the package's doc.go$`
// +k8s:deepcopy-gen=package
type T struct {
	// +k8s:deepcopy-gen:interfaces=example.com/x.Y // want `^\+k8s:deepcopy-gen:interfaces belongs above a type; on a field it is ignored$`
	A string
}

// want +1 `is in a comment block that is not attached to a type or field`
// +k8s:deepcopy-gen=true

// Two blocks above U's doc comment, the tag is in a block nobody reads.

// U is documented.
type U struct{}

// want +1 `^\+k8s:conversion-fn belongs above a function; on a type it is ignored$`
// +k8s:conversion-fn=drop
type V struct{}
