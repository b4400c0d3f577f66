type MyAnn = Object[{parent => Annotation, attributes => {x => Integer}}]
$r = annotate(MyAnn, undef, {x => 5})
