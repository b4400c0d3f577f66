# inline_epp sees the caller's variables, with or without a parameter list.
$t = 'top'
class a {
  $x = 'local'
  notify { 'params': message => inline_epp('<%- | $y = "dy" | -%>[<%= $x %>][<%= $t %>][<%= $y %>]', { 'y' => undef }) }
  notify { 'plain': message => inline_epp('[<%= $x %>][<%= $t %>]') }
}
include a
