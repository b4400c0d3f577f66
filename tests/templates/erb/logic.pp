$u = undef
$e = ""
$b = false
notify { 'a': message => inline_template(@(E)) }
<%= true && false %>|<%= true || false %>|<%= nil || 'dflt' %>|<%= 'x' && 'y' %>|<%= false || nil %>|<%= (nil && 1).inspect %>
<%= !true %>|<%= !nil %>|<%= !!'a' %>|<%= (not true) %>|<%= (true and false) %>|<%= (false or true) %>
<%= 1 > 0 ? 'pos' : 'neg' %>|<%= @u ? 'set' : 'unset' %>|<%= @e ? 'empty-is-true' : 'no' %>|<%= 0 ? 'zero-true' : 'no' %>
<%= @b == false %>|<%= @b.nil? %>|<%= @u.nil? %>|<% x = nil %><%= x ||= 5 %>|<% y = 3 %><%= y &&= 4 %>
<%= 'a' =~ /b/ ? 1 : 2 %>|<%= ('abc' =~ /c/) %>|<%= ('abc' !~ /z/) %>|<%= 1 == 1 && 2 == 2 %>|<%= 1 if false %>|<%= 3 unless false %>
<%= true & false %>|<%= true | false %>|<%= nil.to_a %>|<%= (1 if true) %>
E
