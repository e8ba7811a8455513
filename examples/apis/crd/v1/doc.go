/*
Copyright The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// The hub of the group's conversions: every other version converts to and
// from v1, the storage version.
// +gvkgen:crd-conversion=hub

package v1
