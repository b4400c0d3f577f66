$opts = { 'env_reset' => undef, 'mail_badpass' => 'x' }
notify { 'a': message => inline_template(@(E)) }
<%= Regexp.escape("a.b*c?d+e^f$g|h(i)j[k]l{m}n\\o-p q\tr\ns/t#u&v~w") %>|<%= Regexp.quote('1.2') %>
<%= scope.call_function('join', [['a', 'b'], '-']) %>|<%= scope.call_function('flatten', @opts) %>
E
