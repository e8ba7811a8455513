// +k8s:conversion-gen=example.com/m/sched/config
// +k8s:conversion-gen=example.com/m/cb/config/v1alpha1
// +k8s:conversion-gen=example.com/m/sched/config/v1
// +k8s:conversion-gen-external-types=example.com/m/sched/config/v1

package v1
