# What can be annotated: the very array, hash, regexp or type a variable
# holds (a type named without parameters is shared), not a copy.
type MyAnn = Object[{parent => Annotation, attributes => {x => Integer}}]
type Other = Object[{parent => Annotation, attributes => {y => Integer}}]
$s = [1]
$r = annotate(MyAnn, $s, {x => 5})
$h = {a => 1}
annotate(MyAnn, $h, {x => 6})
notify { '1': message => "${r} ${annotate(MyAnn, $s)} ${annotate(MyAnn, [1])} ${annotate(MyAnn, $h)}" }
notify { '2': message => "${annotate(Other, $s)} ${annotate(MyAnn, $s) == $r}" }
$q = annotate(MyAnn, $s) || { {x => 8} }
$z = annotate(Other, $s) || { {y => 8} }
notify { '3': message => "${q} ${z}" }
$t = annotate(MyAnn, Integer[1], {x => 1})
$u = annotate(MyAnn, Integer, {x => 2})
notify { '4': message => "${annotate(MyAnn, Integer[1])}|${annotate(MyAnn, Integer)}" }
$re = /a/
annotate(MyAnn, $re, {x => 3})
notify { '5': message => "${annotate(MyAnn, $re)}" }
