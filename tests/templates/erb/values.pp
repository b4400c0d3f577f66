$a = [1, undef, 'x', 2.5, true, /ab+c/, {'k' => undef, 'j' => [undef]}]
$s = Sensitive('secret')
$t = Integer[1, 3]
$d = default
$u = undef
$h = {'a' => 1, 2 => 'b', undef => 'u'}
$r = /x\d/
$bin = Binary('aGk=')
$ref = File['/tmp/x']
notify { 'a': message => inline_template(@(E)) }
a=<%= @a %>|<%= @a[1].nil? %>|<%= @a[6]['k'].inspect %>|<%= @a[5].class %>|<%= @a[5].source %>|<%= @a.compact.length %>
s=<%= @s %>|<%= @s.class %>|<%= @s.unwrap %>
t=<%= @t %>
d=<%= @d.inspect %>|<%= @d.class %>|<%= @d %>
u=<%= @u.inspect %>|<%= @u %>|<%= @nonexist.inspect %>|<%= has_variable?('u') %>
h=<%= @h %>|<%= @h.keys.inspect %>
r=<%= @r %>|<%= @r.inspect %>|<%= 'x1' =~ @r %>
ref=<%= @ref %>|<%= @bin %>
E
notify { 'b': message => inline_template('<%= @a %>', ' and ', '<%= @u.inspect %>', "\n") }
notify { 'c': message => inline_template('<%= 42 %>') }
file { '/tmp/f': content => inline_template("x=<%= [1, 2].map { |v| v * 2 }.join(',') %>\n") }
$v = inline_template('<%= 1 + 1 %>')
notify { "computed ${v}": }
