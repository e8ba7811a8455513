// +k8s:conversion-gen=example.com/m/i2/hub

package v1
