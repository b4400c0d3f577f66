$x = 'world'
$t = inline_epp('Hello <%= $x %>!')
$u = inline_epp("<%- | \$n, \$m = 'd' | -%>\n<% [1,2].each |\$i| { -%>\nline <%= \$i %> <%= \$n %> <%= \$m %>\n<% } -%>\n", { 'n' => 'N' })
notify { 'a': message => $t }
notify { 'b': message => $u }
