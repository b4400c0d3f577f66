$x = 'world'
$t = inline_epp('Hello <%= $x %>!')
$u = inline_epp("<%- | $m %>\n<% } -%>\n", { 'n' => 'N' })
notify { 'a': message => $t }
notify { 'b': message => $u }
