# Puppet hands templates frozen strings: appending to one fails in Ruby.
$s = 'abc'
notify { 'a': message => inline_template('<% t = @s.dup; t << "x"; u = "lit"; u << "!" %><%= @s %>|<%= t %>|<%= u %>') }
notify { 'b': message => inline_template('<% t = @s; t << "x" %><%= t %>') }
