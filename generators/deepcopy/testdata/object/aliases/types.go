package aliases

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Inner struct{ A string }
type Deep struct{ S []string }

type AInner = Inner
type ADeep = Deep
type Cond = metav1.Condition
type SliceAlias = []string
type MapAlias = map[string]Deep
type NamedSlice []Deep
type ANamedSlice = NamedSlice

type T struct {
	SA   []AInner
	SD   []ADeep
	PA   *AInner
	PD   *ADeep
	MA   map[string]AInner
	MD   map[string]ADeep
	MPD  map[string]*ADeep
	SC   []Cond
	C    Cond
	SL   SliceAlias
	PSL  *SliceAlias
	MAl  MapAlias
	PMA  *MapAlias
	ANS  ANamedSlice
	PANS *ANamedSlice
	MANS map[string]ANamedSlice
	ADeep
}
