class c {
  $a = inline_template("<%- scope.setvar('made', {'k' => 1}) -%>set")
  notify { 'a': message => "${a} ${made}" }
  notify { 'b': message => inline_template('<%= scope["made"] %>|<%= scope.lookupvar("made") %>') }
}
include c
