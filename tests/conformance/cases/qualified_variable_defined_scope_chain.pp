# defined('$class::var') asks the class's scope for the plain name, which
# goes on to its parent class, then the node and top scope; the qualified
# reference itself reads only the class and its parents.
$topvar = 'top'
class g { $gv = 'g' }
class c inherits g { }
node default {
  $nodevar = 'node'
  include c
  notify { 'top': message => defined('$c::topvar') }
  notify { 'node': message => defined('$c::nodevar') }
  notify { 'inherited': message => defined('$c::gv') }
  notify { 'nothing': message => defined('$c::nothing') }
  notify { 'read': message => "[${c::topvar}]" }
}
