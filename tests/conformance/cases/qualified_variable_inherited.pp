# `$class::var` and getvar() find a variable the class inherited from its
# parent class (and grandparent); the child's own variable shadows it.
class g { $h = {} $gv = 'from g' $s = 'g s' }
class p inherits g { $s = 'p s' }
class c inherits p { }
include c
notify { 'parent': message => "${p::h}" }
notify { 'getvar': message => "${getvar('p::h')}" }
notify { 'grandparent': message => $c::gv }
notify { 'shadowed': message => $c::s }
notify { 'own': message => $p::s }
notify { 'grandparent getvar': message => getvar('c::gv') }
notify { 'top qualified': message => $::c::gv }
notify { 'template': message => inline_template('<%= scope["c::gv"] %>|<%= scope.lookupvar("p::h") %>|<%= scope["::c::s"] %>') }
