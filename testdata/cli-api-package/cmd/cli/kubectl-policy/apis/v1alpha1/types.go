package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"example.com/m/cmd/cli/kubectl-policy/report"
)

// +genclient
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster

// Test is a test file of the command.
type Test struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Policies          []string      `json:"policies"`
	Resources         []string      `json:"resources"`
	Results           []TestResult  `json:"results,omitempty"`
	Expect            report.Result `json:"expect,omitempty"`
}

// TestResult is what a policy should find in a resource.
type TestResult struct {
	Policy string         `json:"policy"`
	Result report.Result  `json:"result"`
	Checks []report.Check `json:"checks,omitempty"`
}

// +genclient
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster

// Values are the variables a test gives its policies.
type Values struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Globals           report.Values `json:"globals,omitempty"`
}
