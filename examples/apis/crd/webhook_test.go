/*
Copyright The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package crd_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	apix "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apimachinery/pkg/api/equality"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/webhook/conversion"

	v1 "github.com/gvk-dev/gvkgen/examples/apis/crd/v1"
	"github.com/gvk-dev/gvkgen/examples/apis/crd/v1alpha1"
	"github.com/gvk-dev/gvkgen/examples/apis/crd/v1beta1"
	"github.com/gvk-dev/gvkgen/generators/crdconversion"
)

const group = "gizmos.example.gvk.dev/"

// webhook is controller-runtime's conversion webhook handler for the
// group's three versions, as a manager serves it at /convert.
func webhook(t *testing.T) http.Handler {
	t.Helper()
	s := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{v1.AddToScheme, v1alpha1.AddToScheme, v1beta1.AddToScheme} {
		if err := add(s); err != nil {
			t.Fatal(err)
		}
	}
	return conversion.NewWebhookHandler(s, conversion.NewRegistry())
}

// convert POSTs a ConversionReview of obj to the handler, as the API server
// does, and decodes the converted object into out.
func convert(t *testing.T, h http.Handler, desired string, obj, out any) {
	t.Helper()
	raw, err := json.Marshal(obj)
	if err != nil {
		t.Fatal(err)
	}
	review := apix.ConversionReview{
		TypeMeta: metav1.TypeMeta{APIVersion: "apiextensions.k8s.io/v1", Kind: "ConversionReview"},
		Request:  &apix.ConversionRequest{UID: "review-1", DesiredAPIVersion: group + desired, Objects: []runtime.RawExtension{{Raw: raw}}},
	}
	body, err := json.Marshal(review)
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/convert", bytes.NewReader(body)))
	if rec.Code != http.StatusOK {
		t.Fatalf("to %s: HTTP %d: %s", desired, rec.Code, rec.Body)
	}
	var resp apix.ConversionReview
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil {
		t.Fatalf("to %s: %v\n%s", desired, err, rec.Body)
	}
	if resp.Response == nil || resp.Response.UID != "review-1" || resp.Response.Result.Status != metav1.StatusSuccess || len(resp.Response.ConvertedObjects) != 1 {
		t.Fatalf("to %s: response %s", desired, rec.Body)
	}
	if err := json.Unmarshal(resp.Response.ConvertedObjects[0].Raw, out); err != nil {
		t.Fatalf("to %s: %v", desired, err)
	}
}

func hubGizmo() *v1.Gizmo {
	return &v1.Gizmo{
		TypeMeta:   metav1.TypeMeta{APIVersion: group + "v1", Kind: "Gizmo"},
		ObjectMeta: metav1.ObjectMeta{Name: "g", Namespace: "ns", Annotations: map[string]string{"team": "blue"}},
		Spec: v1.GizmoSpec{
			Maintainer: "ada", Replicas: ptr.To[int32](3), Tags: []string{"red", "round"},
			Settings: map[string]string{"mode": "fast"},
			Parts:    []v1.Part{{Name: "p", Ports: map[string][]int32{"http": {80, 8080}}}},
		},
		Status: v1.GizmoStatus{Conditions: []metav1.Condition{{Type: "Ready", Status: metav1.ConditionTrue, Reason: "Up", LastTransitionTime: metav1.Unix(1700000000, 0).Rfc3339Copy()}}},
	}
}

// v1 -> v1alpha1 -> v1 through the webhook: the rename is converted, v1's
// Tags ride in the annotation on v1alpha1 and come back, and the
// annotation does not reach v1.
func TestWebhookHubSpokeHub(t *testing.T) {
	h := webhook(t)
	hub := hubGizmo()
	var spoke v1alpha1.Gizmo
	convert(t, h, "v1alpha1", hub, &spoke)
	if spoke.APIVersion != group+"v1alpha1" || spoke.Spec.Owner != "ada" || *spoke.Spec.Replicas != 3 || spoke.Annotations["team"] != "blue" {
		t.Errorf("v1alpha1 object: %+v", spoke)
	}
	if got, want := spoke.Annotations[crdconversion.Annotation], `"tags":["red","round"]`; !bytes.Contains([]byte(got), []byte(want)) {
		t.Errorf("annotation %s = %q, want it to hold %s", crdconversion.Annotation, got, want)
	}
	var back v1.Gizmo
	convert(t, h, "v1", &spoke, &back)
	if _, ok := back.Annotations[crdconversion.Annotation]; ok {
		t.Errorf("the annotation reached the hub: %v", back.Annotations)
	}
	if !equality.Semantic.DeepEqual(&back, hub) {
		t.Errorf("v1 -> v1alpha1 -> v1:\n got %+v\nwant %+v", back, *hub)
	}
}

// v1alpha1 -> v1beta1 -> v1alpha1: spoke to spoke through the hub; an
// object written in v1alpha1 needs no annotation, and changes made in
// v1beta1 survive.
func TestWebhookSpokeSpoke(t *testing.T) {
	h := webhook(t)
	alpha := &v1alpha1.Gizmo{
		TypeMeta:   metav1.TypeMeta{APIVersion: group + "v1alpha1", Kind: "Gizmo"},
		ObjectMeta: metav1.ObjectMeta{Name: "g"},
		Spec:       v1alpha1.GizmoSpec{Owner: "grace", Replicas: ptr.To[int32](1)},
	}
	var beta v1beta1.Gizmo
	convert(t, h, "v1beta1", alpha, &beta)
	if beta.Spec.Maintainer != "grace" || len(beta.Annotations) != 0 {
		t.Errorf("v1beta1 object: %+v", beta)
	}
	beta.Spec.Maintainer = "linus"
	var back v1alpha1.Gizmo
	convert(t, h, "v1alpha1", &beta, &back)
	if back.Spec.Owner != "linus" || *back.Spec.Replicas != 1 || len(back.Annotations) != 0 {
		t.Errorf("back in v1alpha1: %+v", back)
	}
}

// The handler reports an object it cannot convert as a failed review.
func TestWebhookBadAnnotation(t *testing.T) {
	h := webhook(t)
	spoke := &v1beta1.Gizmo{
		TypeMeta:   metav1.TypeMeta{APIVersion: group + "v1beta1", Kind: "Gizmo"},
		ObjectMeta: metav1.ObjectMeta{Name: "g", Annotations: map[string]string{crdconversion.Annotation: "{not json"}},
	}
	raw, _ := json.Marshal(spoke)
	body, _ := json.Marshal(apix.ConversionReview{Request: &apix.ConversionRequest{UID: "u", DesiredAPIVersion: group + "v1", Objects: []runtime.RawExtension{{Raw: raw}}}})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/convert", bytes.NewReader(body)))
	var resp apix.ConversionReview
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil || resp.Response == nil {
		t.Fatalf("%v: %s", err, rec.Body)
	}
	if resp.Response.Result.Status != metav1.StatusFailure || !bytes.Contains([]byte(resp.Response.Result.Message), []byte(crdconversion.Annotation)) {
		t.Errorf("result %+v, want a failure naming the annotation", resp.Response.Result)
	}
}
