// +groupName=shop.example.com
// +groupGoName=Store

// Package v1 is the shop API, version v1.
package v1
