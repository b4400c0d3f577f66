type MyAnn = Object[{parent => Annotation, attributes => {x => Integer}}]
$p = MyAnn.new(1)
notify { '1': message => "${p} ${p =~ Annotation}" }
