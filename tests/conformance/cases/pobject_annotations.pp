# annotate with an annotation type written in Puppet: attach, read back
# (the block makes one when there is none), clear, and several at once.
type MyAnn = Object[{parent => Annotation, attributes => {x => Integer, y => {type => String, value => 'd'}}}]
type Other = Object[{parent => Annotation, attributes => {y => Integer}}]
type Pt = Object[{attributes => {x => Integer}}]
$p = Pt.new(1)
$q = Pt.new(1)
notify { '0': message => "${annotate(MyAnn, $p)}|${Annotation}|${Type[Annotation]}|${Pcore}|${MyAnn}" }
$r = annotate(MyAnn, $p) || { {x => 7} }
notify { '1': message => "${r} ${annotate(MyAnn, $p)} ${annotate(MyAnn, $q)} ${annotate(MyAnn, $p) =~ MyAnn} ${annotate(MyAnn, $p) =~ Annotation}" }
$c = annotate(MyAnn, $p, clear)
notify { '2': message => "${c}|${annotate(MyAnn, $p)}" }
$m = annotate(Pcore, $p, {MyAnn => {x => 9}, Other => {y => 2}})
notify { '3': message => "${m}|${annotate(MyAnn, $p)}|${annotate(MyAnn, $p).x}|${annotate(Other, $p)}" }
notify { '4': message => [annotate(MyAnn, $p)] }
