// Package client is client-gen: a clientset for API packages named by
// --input-base and --input (Generator.Inputs), byte for byte as upstream
// k8s.io/code-generator's client-gen writes it under --output-dir:
// clientset.go, scheme/, typed/<group>/<version>/ (a client per type
// with +genclient and its +genclient:method extension methods, the
// group's client, generated_expansion.go) and, with
// --fake-clientset, fake/ and typed/<group>/<version>/fake/.
//
// Its pass reads each input package as a genclient.GroupVersion (the
// +genclient tags, +groupName, +groupGoName), reports every mistake at
// its position, owns the clientset's tree (stale files there are found by
// the driver) and creates the files; a hand-written *_expansion.go is
// never overwritten (generated_expansion.go leaves its type out).
package client
