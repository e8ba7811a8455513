// Command kubectl-policy tests policies.
package main

import _ "example.com/m/cmd/cli/kubectl-policy/apis/v1alpha1"

func main() {}
