// +genclient

package v1
