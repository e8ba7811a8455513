// +groupName=example.com // want `^\+groupName is a package tag and is read only from doc.go; here it is ignored; the package has no doc.go: create one and move it there$`

// Package groupname names its group outside doc.go.
package groupname
